interface Props {
  title: string;
  message: string;
}

/** The body of every 404: its heading, one sentence, and ways back into the site. */
export function NotFoundView({ title, message }: Props) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="not-found">
      {!title.includes("404") && (
        <p className="font-serif text-7xl font-bold text-slate-500" aria-hidden="true">
          404
        </p>
      )}
      <h1 className="mt-4 font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a
          href="/"
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100"
        >
          Back to Home
        </a>
        <a
          href="/all-articles"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Browse All Articles
        </a>
      </div>
    </div>
  );
}
