const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first screen's calls wait until it has painted (`painted`, called from the first render's
 * effects), then go out one task each: starting seven requests costs the main thread enough that
 * doing it in one piece would block a slow phone. Calls made later go out at once.
 */
export function holdUntilFirstPaint(): {
  beforeRequest: () => Promise<void>;
  painted: () => void;
} {
  let isPainted = false;
  let release = () => {};
  const firstPaint = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    beforeRequest: async () => {
      if (isPainted) return;
      await firstPaint;
      await nextTask();
    },
    painted: () => {
      isPainted = true;
      release();
    },
  };
}
