import type { Ref } from 'react';
import { Text } from 'react-aria-components';
import { themeClass } from '../../theme/theme.css';
import { Button, ButtonLink } from '../Button/Button';
import { Icon, type IconComponent } from '../Icon/Icon';
import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from '../Icon/icons';
import type { DesignSystemStrings } from '../../intl/designSystemStrings';
import { AriaToast, AriaToastList, AriaToastRegion, type QueuedToast } from './ariaToast';
import * as styles from './Toast.css';
import { toastQueue, type ToastContent, type ToastType } from './toastQueue';
import { useSwipeToDismiss } from './useSwipeToDismiss';

/*
 * The visible toasts: RAC's region (a landmark, with F6 and focus handling), the list and each toast.
 * `ToastRegion` loads this module the first time a toast is queued, so pages that never show one do
 * not download RAC's toast and landmark code; its live regions are there from the start.
 */

const typeIcons = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
  warning: TriangleAlert,
  loading: LoaderCircle,
} satisfies Record<ToastType, IconComponent>;

type Toast = QueuedToast<ToastContent>;

function ToastItem({ toast, strings }: { toast: Toast; strings: DesignSystemStrings }) {
  const { type, title, description, action } = toast.content;
  const { offset, swipeProps } = useSwipeToDismiss(() => toastQueue.close(toast.key));
  return (
    <AriaToast
      toast={toast}
      className={styles.toast({ type })}
      data-swiping={offset === null ? undefined : true}
      // A unique name per toast lets the view transition animate each one on its own.
      style={{ viewTransitionName: toast.key, translate: offset === null ? undefined : `${offset}px 0` }}
      {...swipeProps}
    >
      <Icon
        icon={typeIcons[type]}
        label={strings[`toast.${type}`]}
        className={type === 'loading' ? `${styles.icon} ${styles.spinner}` : styles.icon}
      />
      <div className={styles.body}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description && (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )}
        {action && (
          <ButtonLink href={action.href} variant="link" size="sm">
            {action.label}
          </ButtonLink>
        )}
      </div>
      <Button slot="close" variant="ghost" size="icon" aria-label={strings['toast.close']}>
        <Icon icon={X} />
      </Button>
    </AriaToast>
  );
}

/**
 * RAC's region with the toasts in the queue; it renders nothing while the queue is empty. `strings`
 * are the design system's words in the region's locale, which `ToastRegion` has read already.
 */
export function ToastList({ regionRef, strings }: { regionRef: Ref<HTMLDivElement>; strings: DesignSystemStrings }) {
  return (
    <AriaToastRegion queue={toastQueue} ref={regionRef} className={`${themeClass} ${styles.region}`}>
      <AriaToastList<ToastContent> className={styles.list}>{({ toast }) => <ToastItem toast={toast} strings={strings} />}</AriaToastList>
    </AriaToastRegion>
  );
}
