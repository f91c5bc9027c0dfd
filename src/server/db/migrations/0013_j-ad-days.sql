-- The editors' articles (blog, news, the feed, the drivers' corner) never leave the listings: 0 days means no end.
UPDATE "sections" SET "ad_days" = 0 WHERE "slug" IN ('blog', 'news', 'feed', 'drivers-corner');
