import { PrivacyNoticePage } from '@/features/privacy/components/privacy-notice-page';

/** PRV-1: the privacy notice, linked from the footer, the sign-up page and the profile. */
export default function PrivacyRoute() {
  return <PrivacyNoticePage />;
}
