import { useEffect, useRef } from 'react';

/** Moves focus into a frame the visitor just asked for, so keyboard users land in what they loaded. */
export function useFocusWhenLoaded(isLoaded: boolean) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (isLoaded) frameRef.current?.focus();
  }, [isLoaded]);
  return frameRef;
}
