import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ApiError } from "./api";

export interface Attempt {
  /** The action runs: its buttons wait. */
  busy: boolean;
  /** Why the last run failed, in the user's language (the server's words, or that the network failed). */
  failure: string | null;
  /** Runs the action once; true when it succeeded. */
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  /** Forgets the last failure (the dialog closed). */
  reset: () => void;
}

/** One button's action with its busy state and its failure told as people read it. */
export function useAttempt(): Attempt {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : t`Не удалось. Проверьте подключение и попробуйте ещё раз.`,
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run, reset: () => setFailure(null) };
}
