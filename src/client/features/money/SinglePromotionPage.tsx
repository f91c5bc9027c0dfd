import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { pathOf } from "../../../shared/routes";
import { useLocale } from "../../lib/useLocale";
import { MoneyPageFrame } from "./MoneyPageFrame";
import { PromotionCheckout } from "./PromotionCheckout";
import type { MoneySearch } from "./search";

/** /single-promotion?post_id=X: its author chooses how to promote one ad and pays for it. */
export default function SinglePromotionPage({ search }: { search: MoneySearch }) {
  const locale = useLocale();
  const access = search.hash ? { hash: search.hash } : search.post_id ? { post_id: search.post_id } : null;
  return (
    <MoneyPageFrame title={<Trans>Продвижение объявления</Trans>}>
      {access ? (
        <PromotionCheckout access={access} preselected={search.product} />
      ) : (
        <p className="money-empty">
          <Trans>Выберите объявление, которое хотите продвинуть, в разделе</Trans>{" "}
          <Link to={pathOf("profile.listing", locale)}>
            <Trans>Мои объявления</Trans>
          </Link>
        </p>
      )}
    </MoneyPageFrame>
  );
}
