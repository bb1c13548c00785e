import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submit that found mistakes, focus goes to the first field marked
 * invalid, whose message is read with it. Asked for after the errors are set:
 * the effect runs once they are on the screen.
 */
export const useFocusFirstInvalid = () => {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  const focusFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
};
