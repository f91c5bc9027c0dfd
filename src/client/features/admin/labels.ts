import { useLingui } from "@lingui/react/macro";
import type { AdminTab } from "../../../shared/contract/admin";
import type {
  BanKind,
  ModerationRule,
  ReportReason,
  ReportTarget,
  ReviewReason,
} from "../../../shared/contract/moderation";

/** The console's words for the contract's values, in the moderator's language. */
export function useAdminLabels() {
  const { t } = useLingui();
  const review: Record<ReviewReason, string> = {
    new: t`Новые`,
    edited: t`Изменённые`,
    reported: t`Жалобы`,
    rule: t`Правила`,
  };
  const rule: Record<ModerationRule, string> = {
    banned_word: t`Запрещённое слово`,
    contacts: t`Контакты в тексте`,
    links: t`Ссылка в тексте`,
    duplicate_text: t`Повтор текста`,
    duplicate_photo: t`Повтор фото`,
    rate: t`Слишком часто`,
    risk: t`Риск: новый аккаунт и ссылка`,
  };
  const report: Record<ReportReason, string> = {
    spam: t`Спам`,
    fraud: t`Мошенничество`,
    prohibited: t`Запрещённый товар или услуга`,
    wrong_section: t`Не тот раздел`,
    sold: t`Уже продано или неактуально`,
    offensive: t`Оскорбления`,
  };
  const target: Record<ReportTarget, string> = { post: t`Объявление`, user: t`Пользователь`, message: t`Сообщение` };
  const ban: Record<BanKind, string> = { user: t`Пользователь`, phone: t`Телефон`, ip: t`Диапазон адресов` };
  const reportStatus = { open: t`Открыта`, upheld: t`Подтверждена`, dismissed: t`Отклонена` };
  const tab: Record<AdminTab, string> = {
    queue: t`Очередь проверки`,
    reports: t`Жалобы на людей и сообщения`,
    users: t`Пользователи`,
    bans: t`Блокировки`,
    audit: t`Журнал действий`,
    settings: t`Настройки модерации`,
    words: t`Запрещённые слова`,
    categories: t`Категории`,
    pages: t`Страницы`,
    banners: t`Баннеры`,
  };
  const role = { user: t`Пользователь`, moderator: t`Модератор`, admin: t`Администратор` };
  return { tab, review, rule, report, target, ban, reportStatus, role };
}
