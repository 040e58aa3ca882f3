// Toasts live in a popover so that they sit in the browser's top layer: a modal <dialog> opened later would
// otherwise draw its backdrop over them. Each newly opened dialog raises the layer above itself again.
let layer: HTMLElement | null = null;

/** Called by the toaster with its popover element (null when it unmounts). */
export function setToastLayer(element: HTMLElement | null): void {
  layer = element;
  raiseToastLayer();
}

/** Puts the toasts above everything else in the top layer, including modal dialogs opened since. */
export function raiseToastLayer(): void {
  if (!layer?.isConnected || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}
