import {
  type DefaultError,
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";

/**
 * What a screen adds to a call's mutation: its toasts and follow-ups (onSuccess, onError…), never the call
 * itself nor what it refreshes, which are the call's own (bulletproof-react's `mutationConfig`).
 */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, DefaultError, TVariables>, "mutationFn">;

/** The options of a call's hook: `useSaveCategory({ mutationConfig })`. */
export interface MutationHookOptions<TData, TVariables> {
  mutationConfig?: MutationConfig<TData, TVariables>;
}

/**
 * Invalidates what an outcome changed. What it answers is waited for before the mutation settles; a refresh
 * that answers nothing runs on without holding the mutation (say why where one does).
 */
export type Refresh<TOutcome, TVariables> = (
  queryClient: QueryClient,
  outcome: TOutcome,
  variables: TVariables,
) => Promise<unknown> | undefined;

export interface Call<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** What a success changes. An operation that changes nothing any screen has read says so: `No refresh: why`. */
  refresh: Refresh<TData, TVariables>;
  /** What a refusal may have changed too (someone else acted meanwhile, so the screen shows what is there now). */
  refreshAfterError?: Refresh<DefaultError, TVariables>;
}

/** For a call that changes nothing any screen has read; its hook says why (`No refresh: …`). */
export const noRefresh = (): undefined => undefined;

/**
 * A call's mutation, owning its refresh (ADR 0030): once the server has answered, the refresh starts and the
 * caller's onSuccess (or onError) runs at once, so its toast is not held back; the mutation settles when
 * both are done. What a caller does in `mutate(input, { onSuccess })`, such as closing a dialog or going
 * to the article, therefore happens on a screen already refetched, as the screens did when each awaited
 * its own invalidation.
 */
export function useCallMutation<TData, TVariables = void>(
  { mutationFn, refresh, refreshAfterError }: Call<TData, TVariables>,
  mutationConfig: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, ...config } = mutationConfig;
  return useMutation<TData, DefaultError, TVariables>({
    ...config,
    mutationFn,
    onSuccess: (data, variables, onMutateResult, context) =>
      Promise.all([refresh(queryClient, data, variables), onSuccess?.(data, variables, onMutateResult, context)]),
    onError: (error, variables, onMutateResult, context) =>
      Promise.all([
        refreshAfterError?.(queryClient, error, variables),
        onError?.(error, variables, onMutateResult, context),
      ]),
  });
}
