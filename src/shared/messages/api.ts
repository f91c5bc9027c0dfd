import type { MessageDescriptor } from "@lingui/core";

/**
 * Texts the API writes itself (error summaries, refusals). Marked with the i18n comment so that
 * `lingui extract` puts them in the catalogs without the macro (the server is not compiled by Babel).
 */
export const apiMessages = {
  invalidRequest: /*i18n*/ { id: "api.invalidRequest", message: "Проверьте введённые данные." },
  notFound: /*i18n*/ { id: "api.notFound", message: "Не найдено." },
  locationNotFound: /*i18n*/ { id: "api.locationNotFound", message: "Такой город или штат не найден." },
  serverError: /*i18n*/ { id: "api.serverError", message: "Что-то пошло не так. Попробуйте ещё раз." },
  unauthorized: /*i18n*/ { id: "api.unauthorized", message: "Войдите, чтобы продолжить." },
  forbidden: /*i18n*/ { id: "api.forbidden", message: "Это могут делать только модераторы." },
  accountExportLimit: /*i18n*/ {
    id: "api.accountExportLimit",
    message: "Копию данных можно скачать ещё раз через {minutes} мин.",
  },
  articleLimit: /*i18n*/ {
    id: "api.articleLimit",
    message: "Вы уже предложили много статей. Следующую можно отправить через {minutes} мин.",
  },
  articleNotInReview: /*i18n*/ { id: "api.articleNotInReview", message: "Эта статья уже не ждёт проверки." },
  otpSendFailed: /*i18n*/ { id: "api.otpSendFailed", message: "Не удалось отправить код, попробуйте снова" },
  otpResendWait: /*i18n*/ { id: "api.otpResendWait", message: "Новый код можно запросить через {seconds} сек." },
  otpPhoneLimit: /*i18n*/ {
    id: "api.otpPhoneLimit",
    message: "Слишком много кодов для этого номера. Попробуйте через {minutes} мин.",
  },
  otpIpLimit: /*i18n*/ {
    id: "api.otpIpLimit",
    message: "Слишком много запросов кода. Попробуйте через {minutes} мин.",
  },
  otpCodeVoided: /*i18n*/ { id: "api.otpCodeVoided", message: "Слишком много неверных попыток. Запросите новый код." },
  badCredentials: /*i18n*/ { id: "api.badCredentials", message: "Неверный логин или пароль" },
  loginLimit: /*i18n*/ {
    id: "api.loginLimit",
    message: "Слишком много попыток входа. Попробуйте через {minutes} мин.",
  },
  resetLinkInvalid: /*i18n*/ {
    id: "api.resetLinkInvalid",
    message: "Ссылка для смены пароля недействительна или уже использована. Запросите новую.",
  },
  postNotFound: /*i18n*/ { id: "api.postNotFound", message: "Объявление не найдено." },
  phoneNotListed: /*i18n*/ { id: "api.phoneNotListed", message: "В этом объявлении нет телефона." },
  authorNotFound: /*i18n*/ { id: "api.authorNotFound", message: "Автор не найден." },
  userNotFound: /*i18n*/ { id: "api.userNotFound", message: "Пользователь не найден." },
  pageNotFound: /*i18n*/ { id: "api.pageNotFound", message: "Такой страницы нет." },
  searchBusy: /*i18n*/ {
    id: "api.searchBusy",
    message: "Поиск сейчас перегружен. Уточните запрос или попробуйте позже.",
  },
  searchLimit: /*i18n*/ {
    id: "api.searchLimit",
    message: "Слишком много запросов поиска. Попробуйте через {seconds} сек.",
  },
  /** A search's place hint for no place at all (the whole country). */
  wholeCountry: /*i18n*/ { id: "api.wholeCountry", message: "Вся США" },
  cvContactsHidden: /*i18n*/ { id: "api.cvContactsHidden", message: "Контакты из резюме доступны только по подписке." },
  notYourPost: /*i18n*/ { id: "api.notYourPost", message: "Это объявление принадлежит другому пользователю." },
  adNotActivatable: /*i18n*/ {
    id: "api.adNotActivatable",
    message: "Это объявление нельзя просто включить: продлите его или оплатите публикацию.",
  },
  adNotRenewable: /*i18n*/ { id: "api.adNotRenewable", message: "Это объявление нельзя продлить." },
  adNotPublished: /*i18n*/ { id: "api.adNotPublished", message: "Это объявление ещё не опубликовано." },
  uploadNotFound: /*i18n*/ { id: "api.uploadNotFound", message: "Фотография не найдена. Загрузите её ещё раз." },
  kindChange: /*i18n*/ { id: "api.kindChange", message: "Раздел объявления нельзя изменить." },
  idempotencyConflict: /*i18n*/ {
    id: "api.idempotencyConflict",
    message: "Этот ключ запроса уже использован другим пользователем.",
  },
  contactLimit: /*i18n*/ {
    id: "api.contactLimit",
    message: "Слишком много сообщений. Попробуйте через {minutes} мин.",
  },
  // Profile area: photos, chat, settings.
  uploadTooLarge: /*i18n*/ { id: "api.uploadTooLarge", message: "Файл слишком большой: не более 10 МБ." },
  uploadNotImage: /*i18n*/ {
    id: "api.uploadNotImage",
    message: "Это не фотография. Загрузите изображение JPEG, PNG, WebP, HEIC или AVIF.",
  },
  uploadNoFile: /*i18n*/ { id: "api.uploadNoFile", message: "Выберите файл с фотографией." },
  uploadLimit: /*i18n*/ { id: "api.uploadLimit", message: "Слишком много загрузок. Попробуйте через {minutes} мин." },
  uploadAttached: /*i18n*/ {
    id: "api.uploadAttached",
    message: "Фотография уже в сохранённом объявлении: уберите её в форме объявления.",
  },
  chatOwnPost: /*i18n*/ { id: "api.chatOwnPost", message: "Это ваше объявление: написать самому себе нельзя." },
  chatNoAuthor: /*i18n*/ {
    id: "api.chatNoAuthor",
    message: "Автору этого объявления нельзя написать в чат. Свяжитесь с ним по контактам из объявления.",
  },
  chatNotFound: /*i18n*/ { id: "api.chatNotFound", message: "Переписка не найдена." },
  chatLimit: /*i18n*/ { id: "api.chatLimit", message: "Слишком много сообщений. Попробуйте через {minutes} мин." },
  chatNewLimit: /*i18n*/ {
    id: "api.chatNewLimit",
    message:
      "Вы начали слишком много новых переписок. Новому собеседнику можно написать через {minutes} мин., " +
      "а ответить в начатых переписках — уже сейчас.",
  },
  chatBlockedByOther: /*i18n*/ {
    id: "api.chatBlockedByOther",
    message: "Пользователь ограничил переписку с вами: сообщение не отправлено.",
  },
  chatBlockedByMe: /*i18n*/ {
    id: "api.chatBlockedByMe",
    message: "Вы заблокировали этого пользователя. Разблокируйте его, чтобы написать.",
  },
  chatBlockSelf: /*i18n*/ { id: "api.chatBlockSelf", message: "Заблокировать самого себя нельзя." },
  // Users' reports of ads, profiles and messages.
  reportLimit: /*i18n*/ { id: "api.reportLimit", message: "Слишком много жалоб. Попробуйте через {minutes} мин." },
  reportTargetNotFound: /*i18n*/ {
    id: "api.reportTargetNotFound",
    message: "Не нашли то, на что вы жалуетесь: возможно, его уже удалили.",
  },
  reportOwn: /*i18n*/ {
    id: "api.reportOwn",
    message: "На своё объявление, профиль или сообщение пожаловаться нельзя.",
  },
  // Bounds on requests: bodies, media types, budgets.
  payloadTooLarge: /*i18n*/ {
    id: "api.payloadTooLarge",
    message: "Слишком большой запрос. Сократите текст и попробуйте снова.",
  },
  unsupportedMediaType: /*i18n*/ { id: "api.unsupportedMediaType", message: "Данные нужно отправить в формате JSON." },
  adRateLimit: /*i18n*/ {
    id: "api.adRateLimit",
    message: "Слишком много объявлений за сутки. Следующее можно разместить через {minutes} мин.",
  },
  anonymousAdLimit: /*i18n*/ {
    id: "api.anonymousAdLimit",
    message: "Слишком много объявлений без входа. Войдите по номеру телефона или попробуйте через {minutes} мин.",
  },
  smsLimit: /*i18n*/ {
    id: "api.smsLimit",
    message: "Слишком много SMS на этот номер. Попробуйте через {minutes} мин.",
  },
  mailLimit: /*i18n*/ {
    id: "api.mailLimit",
    message: "Слишком много писем на этот адрес. Попробуйте через {minutes} мин.",
  },
  bannerBeaconLimit: /*i18n*/ {
    id: "api.bannerBeaconLimit",
    message: "Слишком много запросов. Попробуйте через {minutes} мин.",
  },
  revealLimit: /*i18n*/ {
    id: "api.revealLimit",
    message: "Слишком много открытых телефонов. Попробуйте через {minutes} мин.",
  },
  loginWait: /*i18n*/ {
    id: "api.loginWait",
    message: "Слишком много неудачных попыток входа. Попробуйте через {seconds} сек.",
  },
  // Payments: who may pay for what, and how often.
  productNotFound: /*i18n*/ { id: "api.productNotFound", message: "Такой услуги нет или она больше не продаётся." },
  paymentNotFound: /*i18n*/ { id: "api.paymentNotFound", message: "Платёж не найден." },
  paymentPostNeeded: /*i18n*/ {
    id: "api.paymentPostNeeded",
    message: "Выберите объявление, которое хотите продвинуть.",
  },
  paymentPostState: /*i18n*/ {
    id: "api.paymentPostState",
    message: "Это объявление сейчас нельзя продвинуть: сначала опубликуйте его.",
  },
  paymentBannerNeeded: /*i18n*/ {
    id: "api.paymentBannerNeeded",
    message: "Заполните баннер: заголовок, ссылку и даты.",
  },
  paymentBannerOrder: /*i18n*/ {
    id: "api.paymentBannerOrder",
    message: "Проверьте баннер: дата начала — не в прошлом и не дальше года, место — из списка, картинка — ваша.",
  },
  paymentClosed: /*i18n*/ { id: "api.paymentClosed", message: "Этот платёж уже завершён." },
  paymentCardNeeded: /*i18n*/ {
    id: "api.paymentCardNeeded",
    message: "Нет сохранённой карты: оплатите картой и сохраните её для автопродления.",
  },
  paymentNotRenewable: /*i18n*/ {
    id: "api.paymentNotRenewable",
    message: "Эту услугу нельзя продлевать автоматически.",
  },
  paymentProviderDown: /*i18n*/ {
    id: "api.paymentProviderDown",
    message: "Платёжная система не отвечает. Деньги не списаны, попробуйте через минуту.",
  },
  paymentWebhookInvalid: /*i18n*/ { id: "api.paymentWebhookInvalid", message: "Подпись уведомления не совпадает." },
  paymentLimit: /*i18n*/ {
    id: "api.paymentLimit",
    message: "Слишком много попыток оплаты. Попробуйте через {minutes} мин.",
  },
  entitlementNotFound: /*i18n*/ { id: "api.entitlementNotFound", message: "Услуга не найдена." },
  cardNotFound: /*i18n*/ { id: "api.cardNotFound", message: "Карта не найдена." },
  // The team's contact form and the reviews of the service.
  teamContactLimit: /*i18n*/ {
    id: "api.teamContactLimit",
    message: "Слишком много сообщений команде. Попробуйте через {minutes} мин.",
  },
  feedbackPending: /*i18n*/ {
    id: "api.feedbackPending",
    message: "Ваш отзыв ещё на модерации. Новый можно оставить после проверки.",
  },
  feedbackLimit: /*i18n*/ {
    id: "api.feedbackLimit",
    message: "Слишком много отзывов за день. Попробуйте через {minutes} мин.",
  },
  feedbackNotFound: /*i18n*/ { id: "api.feedbackNotFound", message: "Отзыв не найден или уже проверен." },
  // The team's console and the bans it sets.
  banned: /*i18n*/ { id: "api.banned", message: "Доступ к Obyava для вас закрыт модераторами." },
  adminOnly: /*i18n*/ { id: "api.adminOnly", message: "Это могут делать только администраторы." },
  reportNotFound: /*i18n*/ { id: "api.reportNotFound", message: "Жалоба не найдена." },
  reportResolved: /*i18n*/ { id: "api.reportResolved", message: "Эта жалоба уже рассмотрена." },
  messageNotFound: /*i18n*/ { id: "api.messageNotFound", message: "Сообщение не найдено." },
  banNotFound: /*i18n*/ { id: "api.banNotFound", message: "Блокировка не найдена или уже снята." },
  banTeamMember: /*i18n*/ {
    id: "api.banTeamMember",
    message: "Модератора или администратора нельзя заблокировать: сначала снимите с него роль.",
  },
  banValueInvalid: /*i18n*/ {
    id: "api.banValueInvalid",
    message: "Укажите номер пользователя, телефон или адрес (например, 203.0.113.0/24).",
  },
  banRangeMapped: /*i18n*/ {
    id: "api.banRangeMapped",
    message: "Адреса вида ::ffff:… сверяются как адреса IPv4: заблокируйте диапазон IPv4 (например, 203.0.113.0/24).",
  },
  banRangeNoVisitors: /*i18n*/ {
    id: "api.banRangeNoVisitors",
    message:
      "С этих адресов не приходит ни один посетитель (0.0.0.0, ::, широковещательные и групповые): " +
      "такая блокировка никого не удержит.",
  },
  ownRole: /*i18n*/ { id: "api.ownRole", message: "Свою роль изменить нельзя." },
  postNotDecidable: /*i18n*/ { id: "api.postNotDecidable", message: "Это объявление сейчас нельзя проверить." },
  moveCategoryInvalid: /*i18n*/ {
    id: "api.moveCategoryInvalid",
    message: "Эту рубрику нельзя выбрать для объявления такого вида.",
  },
  auditExportLimit: /*i18n*/ {
    id: "api.auditExportLimit",
    message: "Журнал можно скачать ещё раз через {minutes} мин.",
  },
  rejectNoteRequired: /*i18n*/ { id: "api.rejectNoteRequired", message: "Напишите автору, что не так." },
  // What the team edits in the console: settings, banned words, categories, pages, banners.
  categoryNotFound: /*i18n*/ { id: "api.categoryNotFound", message: "Категория не найдена." },
  categorySlugTaken: /*i18n*/ {
    id: "api.categorySlugTaken",
    message: "В этом разделе уже есть категория с таким адресом.",
  },
  bannedWordTaken: /*i18n*/ { id: "api.bannedWordTaken", message: "Это слово уже есть в списке." },
  bannedWordNotFound: /*i18n*/ { id: "api.bannedWordNotFound", message: "Такого слова нет в списке." },
  pageSavedMeanwhile: /*i18n*/ {
    id: "api.pageSavedMeanwhile",
    message: "Эту страницу только что сохранили. Откройте её заново и сохраните ещё раз.",
  },
  bannerNotFound: /*i18n*/ { id: "api.bannerNotFound", message: "Баннер не найден." },
  bannerEnded: /*i18n*/ { id: "api.bannerEnded", message: "Этот баннер уже закончился или остановлен." },
} satisfies Record<string, MessageDescriptor>;

export type ApiMessageKey = keyof typeof apiMessages;
