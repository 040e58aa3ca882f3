import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@questboard/contract/constants';
import { Toaster } from 'sonner';

// Below the 64 px sticky header, so a toast never hides its buttons (sign in, bell, account).
const BELOW_HEADER = { top: 72 };

export default function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      theme="dark"
      richColors
      closeButton
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
    />
  );
}
