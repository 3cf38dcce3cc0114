// Whole seconds since `running` became true, ticking while it stays true; 0 while idle.
import { useEffect, useState } from 'react';

export function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return undefined;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [running]);
  return running ? seconds : 0;
}
