import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { sendMessageRequestSchema } from "../../../shared/contract/profile";
import { ApiError } from "../../lib/api";
import { FormAlert } from "../../ui/FormAlert";
import { useTranslateError } from "../../lib/useTranslateError";

/** A keyboard with a mouse beside it: there Enter sends, as in desktop messengers; a phone's Enter is a new line. */
const enterSends = () => window.matchMedia("(hover: hover) and (pointer: fine)").matches;

/** The field under a conversation: Enter sends on a desktop, Shift+Enter is a new line. */
export function MessageComposer({ send }: { send: (body: string) => Promise<unknown> }) {
  const { t } = useLingui();
  const translateError = useTranslateError();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ body: string }>({
    resolver: zodResolver(sendMessageRequestSchema),
    defaultValues: { body: "" },
  });
  const onSubmit = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await send(body);
      form.reset({ body: "" });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composing input method's Enter picks a word, it does not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return;
    event.preventDefault();
    if (!form.formState.isSubmitting) void onSubmit();
  };
  const error = translateError(form.formState.errors.body?.message) ?? failure;
  return (
    <form className="chat-composer" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label className="visually-hidden" htmlFor="chat-body">
        <Trans>Сообщение</Trans>
      </label>
      <textarea
        id="chat-body"
        {...form.register("body")}
        className="input textarea chat-composer__field"
        rows={1}
        placeholder={t`Напишите сообщение…`}
        aria-describedby="chat-body-hint"
        aria-invalid={Boolean(form.formState.errors.body)}
        onKeyDown={onKeyDown}
      />
      <span id="chat-body-hint" className="visually-hidden">
        <Trans>Enter — отправить, Shift+Enter — новая строка</Trans>
      </span>
      <button
        type="submit"
        className="button button--primary chat-composer__send"
        disabled={form.formState.isSubmitting}
      >
        <svg className="chat-composer__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10.2 15 12 3.4 13.8z" fill="currentColor" />
        </svg>
        <span className="chat-composer__label">
          <Trans>Отправить</Trans>
        </span>
      </button>
      <div className="chat-composer__alert">
        <FormAlert message={error} />
      </div>
    </form>
  );
}
