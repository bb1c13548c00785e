/** Closes a panel when a link inside it is followed (to the page already shown, no navigation would close it). */
export const closeOnLink = (close: () => void) => (event: { target: EventTarget }) => {
  if (event.target instanceof Element && event.target.closest('a')) close();
};
