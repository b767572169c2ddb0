import * as designSystem from '../../design-system';
import type { IconComponent } from '../../design-system';
import { iconNames, type IconName } from '../content/types';

/** Looked up by name: a name the design system does not export as an icon is a compile error here. */
const iconNamed = (name: IconName): IconComponent => designSystem[name];

/** The design system's icon for each name the content may use (`iconNames`, the one list). */
export const contentIcons = Object.fromEntries(iconNames.map((name) => [name, iconNamed(name)])) as Record<IconName, IconComponent>;
