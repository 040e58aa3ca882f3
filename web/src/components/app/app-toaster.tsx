import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@questboard/contract/constants';
import { Toaster } from 'sonner';

export default function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      theme="dark"
      richColors
      closeButton
    />
  );
}
