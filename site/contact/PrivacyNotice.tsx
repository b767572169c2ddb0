import { Link, Text } from '../../design-system';
import type { PrivacyNoticeCopy } from './formCopy';

/** The short line by a form's submit button: what the details are for, and the privacy page. */
export function PrivacyNotice({ copy }: { copy: PrivacyNoticeCopy }) {
  return (
    <Text size="small" tone="muted">
      {copy.text} <Link href={copy.href}>{copy.linkLabel}</Link>
    </Text>
  );
}
