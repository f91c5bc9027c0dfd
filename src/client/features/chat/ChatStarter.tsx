import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { nameSchema } from "../../../shared/contract/auth";
import { chatBodySchema } from "../../../shared/contract/profile";
import { pathOf } from "../../../shared/routes";
import { ApiError } from "../../lib/api";
import { Field } from "../../ui/Field";
import { FormAlert } from "../../ui/FormAlert";
import { saveNameMutation } from "../../api/auth";
import { useTranslateError } from "../../lib/useTranslateError";
import { useLocale } from "../../lib/useLocale";
import { startChatMutation } from "../../api/chat";
import { mainConfigQuery } from "../../api/session/api";
import "./chat.css";

const messageSchema = z.object({ name: z.string().max(100), body: chatBodySchema });

/**
 * A signed-in visitor's first message to an ad's author. One who never gave a name (the sign-in
 * without finishing registration) gives it here: the author sees who writes, not a nameless account.
 */
export function ChatStarter({ postId }: { postId: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const saveName = useMutation(saveNameMutation(locale));
  const start = useMutation(startChatMutation(locale, postId));
  const translateError = useTranslateError();
  const [conversation, setConversation] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Asked again rather than read from a saved copy: one made just before the name was given says none.
  const config = useQuery({ ...mainConfigQuery(locale), staleTime: 0 });
  const askName = config.isSuccess && !config.isFetching && config.data.user?.name === null;
  const form = useForm<{ name: string; body: string }>({
    resolver: zodResolver(messageSchema),
    defaultValues: { name: "", body: "" },
  });
  const errors = form.formState.errors;

  const rememberName = async (name: string) => {
    await saveName.mutateAsync({ name });
  };

  const onSubmit = form.handleSubmit(async ({ name, body }) => {
    setFailure(null);
    try {
      if (askName) {
        // Asked only of someone without a name: checked here, where whether to ask is known.
        const given = nameSchema.safeParse(name);
        if (!given.success) {
          form.setError("name", { message: given.error.issues[0]?.message });
          return;
        }
        await rememberName(given.data);
      }
      const { data } = await start.mutateAsync(body);
      setConversation(data.conversation_id);
      form.reset({ name: "", body: "" });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.name?.[0]) {
        form.setError("name", { message: error.fieldErrors.name[0] });
      }
      setFailure(error instanceof ApiError ? error.message : t`Не удалось отправить. Попробуйте ещё раз.`);
    }
  });

  return (
    <section className="contact-block" aria-labelledby="chat-start-title">
      <h2 id="chat-start-title" className="contact-block__title">
        <Trans>Написать автору</Trans>
      </h2>
      {conversation === null ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {askName ? (
            <Field
              label={t`Ваше имя`}
              required
              hint={t`Его увидит автор объявления`}
              error={translateError(errors.name?.message)}
            >
              {(aria) => <input {...aria} {...form.register("name")} className="input" autoComplete="name" />}
            </Field>
          ) : null}
          <Field label={t`Сообщение`} required error={translateError(errors.body?.message)}>
            {(aria) => <textarea {...aria} {...form.register("body")} className="input textarea" rows={3} />}
          </Field>
          <button type="submit" className="button button--primary button--block" disabled={form.formState.isSubmitting}>
            <Trans>Отправить</Trans>
          </button>
          <FormAlert message={failure} />
        </form>
      ) : (
        <div role="status" className="chat-started">
          <p>
            <Trans>Сообщение отправлено. Ответ автора придёт в «Сообщения».</Trans>
          </p>
          <Link
            className="button button--secondary button--block"
            to={pathOf("profile.chat", locale)}
            search={{ c: conversation }}
          >
            <Trans>Открыть переписку</Trans>
          </Link>
        </div>
      )}
    </section>
  );
}
