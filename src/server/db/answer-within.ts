/**
 * The answer of `query`, or a rejection ("no answer within N ms") once `ms` have passed without one: a
 * database that does not answer in time counts as down for whoever asks (readiness, the change-notice
 * heartbeat), instead of making them wait on it.
 */
export async function answerWithin<T>(query: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}
