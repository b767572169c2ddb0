import type { DesignSystemStringKey } from './designSystemStrings';

/** The design system's own words in the Spanish of the United States. */
export default {
  'toast.success': 'Listo',
  'toast.error': 'Error',
  'toast.info': 'Información',
  'toast.warning': 'Aviso',
  'toast.loading': 'Cargando',
  'toast.close': 'Cerrar notificación',
  'link.newTab': ' (se abre en una pestaña nueva)',
} as const satisfies Record<DesignSystemStringKey, string>;
