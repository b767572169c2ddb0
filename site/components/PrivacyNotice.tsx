import { Link, Text } from '../../design-system';
import { privacyNotice } from '../content/privacy';

/** The short line by a form's submit button: what the details are for, and the privacy page. */
export function PrivacyNotice({ text }: { text: string }) {
  return (
    <Text size="small" tone="muted">
      {text} <Link href={privacyNotice.href}>{privacyNotice.linkLabel}</Link>
    </Text>
  );
}
