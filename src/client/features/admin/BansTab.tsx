import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { z } from "zod";
import type { banSchema } from "../../../shared/contract/admin";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { bansQuery, liftBanMutation } from "./api";
import { BanDialog } from "./BanDialog";
import { useShortDate } from "./Reasons";
import { useAdminLabels } from "./labels";
import { PagedList } from "./PagedList";

type Ban = z.infer<typeof banSchema>;

/** One ban: what it holds, why, by whom, until when; an active one can be lifted. */
export function BanRow({ ban }: { ban: Ban }) {
  const { t } = useLingui();
  const locale = useLocale();
  const labels = useAdminLabels();
  const date = useShortDate();
  const lift = useMutation(liftBanMutation(locale));
  const [asking, setAsking] = useState(false);
  const until = ban.ends_at ? date(ban.ends_at) : null;
  const lifted = ban.lifted_at ? date(ban.lifted_at) : null;
  const by = ban.created_by ?? "—";
  return (
    <li className="admin-card">
      <div className="admin-card__body">
        <p className="admin-card__meta">
          <span className="admin-chip">{labels.ban[ban.kind]}</span>
          {ban.active ? (
            <span className="admin-chip admin-chip--danger">
              <Trans>действует</Trans>
            </span>
          ) : (
            <span className="admin-chip">
              <Trans>не действует</Trans>
            </span>
          )}
          <time dateTime={ban.created_at}>{date(ban.created_at)}</time>
        </p>
        <p className="admin-card__title">
          {ban.kind === "user" ? (
            <Link to={pathOf("admin.users", locale)} search={{ user: Number(ban.value) }}>
              №{ban.value}
            </Link>
          ) : (
            <code>{ban.value}</code>
          )}
        </p>
        <p className="admin-card__excerpt">{ban.reason}</p>
        <p className="admin-author">
          <span>
            <Trans>кто: {by}</Trans>
          </span>
          <span>{until ? <Trans>до {until}</Trans> : <Trans>бессрочно</Trans>}</span>
          {lifted ? (
            <span>
              <Trans>снята {lifted}</Trans>
            </span>
          ) : null}
        </p>
        {ban.active ? (
          <div className="admin-actions">
            <button type="button" className="button" onClick={() => setAsking(true)}>
              <Trans>Снять блокировку</Trans>
            </button>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t`Снять блокировку?`}
        confirmLabel={t`Снять`}
        onConfirm={() => lift.mutateAsync({ id: ban.id })}
        onClose={() => setAsking(false)}
      >
        <p>
          {labels.ban[ban.kind]}: {ban.value}
        </p>
      </ConfirmDialog>
    </li>
  );
}

/** Every ban, newest first; a new one of a user, a phone or an address range. */
export function BansTab({ page }: { page: number }) {
  const locale = useLocale();
  const bans = useQuery(bansQuery(locale, page));
  const [adding, setAdding] = useState(false);
  return (
    <>
      <p className="admin-actions">
        <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
          <Trans>Добавить блокировку</Trans>
        </button>
      </p>
      <BanDialog open={adding} onClose={() => setAdding(false)} />
      <PagedList query={bans} empty={<Trans>Блокировок нет.</Trans>}>
        {(ban) => <BanRow key={ban.id} ban={ban} />}
      </PagedList>
    </>
  );
}
