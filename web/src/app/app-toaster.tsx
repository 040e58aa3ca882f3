import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@questboard/contract/constants';
import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { useThemeChoice } from '../hooks/use-theme-choice';
import { resolveTheme } from '../lib/theme';
import { setToastLayer } from '../lib/toast-layer';
import { toasterIsMounted } from '../stores/toaster-store';

// Below the 64 px sticky header, so a toast never hides its buttons (sign in, bell, account).
const BELOW_HEADER = { top: 72 };

export default function AppToaster() {
  const theme = resolveTheme(useThemeChoice());
  // Runs after the Toaster's own effects: it is subscribed, so the toast that asked for it can be shown.
  useEffect(toasterIsMounted, []);
  return (
    // A manual popover: in the top layer, so a modal dialog's backdrop never covers the toasts.
    <div
      popover="manual"
      ref={setToastLayer}
      data-testid="toast-layer"
      className="m-0 size-0 overflow-visible border-0 bg-transparent p-0"
    >
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        theme={theme}
        richColors
        closeButton
        offset={BELOW_HEADER}
        mobileOffset={BELOW_HEADER}
      />
    </div>
  );
}
