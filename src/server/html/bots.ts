/**
 * Crawlers and link-preview fetchers. They get a bare 404 with no app shell (no error page
 * for bots), so a missing page is never indexed as a soft 404.
 */
const BOT_USER_AGENT = new RegExp(
  [
    "googlebot",
    "google-inspectiontool",
    "googleother",
    "adsbot-google",
    "mediapartners-google",
    "bingbot",
    "msnbot",
    "bingpreview",
    "yandex(?:bot|images|mobilebot)",
    "duckduckbot",
    "baiduspider",
    "sogou",
    "exabot",
    "facebookexternalhit",
    "facebot",
    "meta-externalagent",
    "twitterbot",
    "linkedinbot",
    "slackbot",
    "discordbot",
    "telegrambot",
    "whatsapp",
    "applebot",
    "ahrefsbot",
    "semrushbot",
    "mj12bot",
    "dotbot",
    "petalbot",
    "seznambot",
    "yeti",
    "gptbot",
    "ccbot",
    "claudebot",
    "perplexitybot",
    "bytespider",
    "amazonbot",
    "pinterestbot",
    "redditbot",
    "embedly",
    "skypeuripreview",
    "vkshare",
    "ia_archiver",
    "archive\\.org_bot",
  ].join("|"),
  "i",
);

export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_USER_AGENT.test(userAgent);
}
