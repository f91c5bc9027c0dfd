CREATE TABLE "banner_stats" (
	"banner_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_stats_banner_id_day_pk" PRIMARY KEY("banner_id","day")
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"post_id" integer,
	"banner_id" integer,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_charge" boolean DEFAULT false NOT NULL,
	"saved_card_id" integer,
	"renewal_failures" integer DEFAULT 0 NOT NULL,
	"charge_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" integer,
	"post_id" integer,
	"product_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"card_brand" text,
	"card_last4" text,
	"saved_card_id" integer,
	"auto_charge" boolean DEFAULT false NOT NULL,
	"failure_code" text,
	"banner_order" jsonb,
	"renews" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"placement" text,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"customer_ref" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "highlight_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "urgent_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "slider_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "top_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "ad_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "free_ads_per_month" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_stats" ADD CONSTRAINT "banner_stats_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_saved_card_id_saved_cards_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_payment_idx" ON "entitlements" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "entitlements_status_ends_idx" ON "entitlements" USING btree ("status","ends_at");--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "entitlements_post_idx" ON "entitlements" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_id_idx" ON "payments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_post_idx" ON "payments" USING btree ("post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_idx" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "saved_cards_user_idx" ON "saved_cards" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_user_idx" ON "banners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "posts_slider_idx" ON "posts" USING btree ("slider_until");--> statement-breakpoint
CREATE INDEX "posts_expires_idx" ON "posts" USING btree ("expires_at") WHERE "posts"."status" = 'active';--> statement-breakpoint
-- What is on sale at first; prices are data the owners change, not code.
INSERT INTO "products" ("code","kind","days","price_cents","placement","title","description","sort") VALUES
('top-3','top',3,499,NULL,'{"ru": "Поднятие на 3 дня", "ua": "Підняття на 3 дні", "pl": "Podbicie na 3 dni", "en": "Bump for 3 days"}'::jsonb,'{"ru": "Объявление встаёт первым в своём списке и поднимается снова каждый день.", "ua": "Оголошення стає першим у своєму списку і піднімається знову щодня.", "pl": "Ogłoszenie staje na początku listy i jest podbijane codziennie.", "en": "Your ad goes to the top of its list and is bumped again every day."}'::jsonb,0),
('top-7','top',7,999,NULL,'{"ru": "Поднятие на 7 дней", "ua": "Підняття на 7 днів", "pl": "Podbicie na 7 dni", "en": "Bump for 7 days"}'::jsonb,'{"ru": "Объявление встаёт первым в своём списке и поднимается снова каждый день.", "ua": "Оголошення стає першим у своєму списку і піднімається знову щодня.", "pl": "Ogłoszenie staje na początku listy i jest podbijane codziennie.", "en": "Your ad goes to the top of its list and is bumped again every day."}'::jsonb,1),
('top-30','top',30,2999,NULL,'{"ru": "Поднятие на 30 дней", "ua": "Підняття на 30 днів", "pl": "Podbicie na 30 dni", "en": "Bump for 30 days"}'::jsonb,'{"ru": "Объявление встаёт первым в своём списке и поднимается снова каждый день.", "ua": "Оголошення стає першим у своєму списку і піднімається знову щодня.", "pl": "Ogłoszenie staje na początku listy i jest podbijane codziennie.", "en": "Your ad goes to the top of its list and is bumped again every day."}'::jsonb,2),
('highlight-7','highlight',7,599,NULL,'{"ru": "Выделение цветом", "ua": "Виділення кольором", "pl": "Wyróżnienie kolorem", "en": "Highlighted card"}'::jsonb,'{"ru": "Карточка объявления выделена цветом и заметна в списке.", "ua": "Картка оголошення виділена кольором і помітна у списку.", "pl": "Karta ogłoszenia jest wyróżniona kolorem i widoczna na liście.", "en": "The ad''s card stands out in colour in its list."}'::jsonb,3),
('urgent-7','urgent',7,399,NULL,'{"ru": "Значок «Срочно»", "ua": "Значок «Терміново»", "pl": "Odznaka «Pilne»", "en": "“Urgent” badge"}'::jsonb,'{"ru": "На карточке и странице объявления — значок «Срочно».", "ua": "На картці та сторінці оголошення — значок «Терміново».", "pl": "Na karcie i stronie ogłoszenia — odznaka «Pilne».", "en": "An “Urgent” badge on the ad''s card and page."}'::jsonb,4),
('pin-7','pin',7,1499,NULL,'{"ru": "Закрепление в категории", "ua": "Закріплення в категорії", "pl": "Przypięcie w kategorii", "en": "Pinned in its category"}'::jsonb,'{"ru": "Объявление занимает отмеченные места в начале каждой страницы своей категории, по очереди с другими закреплёнными.", "ua": "Оголошення займає позначені місця на початку кожної сторінки своєї категорії, по черзі з іншими закріпленими.", "pl": "Ogłoszenie zajmuje wyróżnione miejsca na każdej stronie swojej kategorii, na zmianę z innymi przypiętymi.", "en": "Your ad takes the marked places on every page of its category, in turn with the other pinned ads."}'::jsonb,5),
('slider-7','slider',7,2499,NULL,'{"ru": "Показ в слайдере на главной", "ua": "Показ у слайдері на головній", "pl": "Pokaz w sliderze na stronie głównej", "en": "Home page slider"}'::jsonb,'{"ru": "Объявление показывается в слайдере на главной странице.", "ua": "Оголошення показується у слайдері на головній сторінці.", "pl": "Ogłoszenie jest pokazywane w sliderze na stronie głównej.", "en": "Your ad is shown in the slider on the home page."}'::jsonb,6),
('publish','publish',30,499,NULL,'{"ru": "Платная публикация", "ua": "Платна публікація", "pl": "Płatna publikacja", "en": "Paid listing"}'::jsonb,'{"ru": "Публикация объявления сверх бесплатных в этом месяце.", "ua": "Публікація оголошення понад безкоштовні цього місяця.", "pl": "Publikacja ogłoszenia ponad darmowe w tym miesiącu.", "en": "Publishing an ad beyond this month''s free ones."}'::jsonb,7),
('sub-month','subscription',30,4900,NULL,'{"ru": "Подписка на месяц", "ua": "Підписка на місяць", "pl": "Subskrypcja na miesiąc", "en": "Monthly subscription"}'::jsonb,'{"ru": "Контакты всех резюме и резюме водителей открыты на 30 дней.", "ua": "Контакти всіх резюме та резюме водіїв відкриті на 30 днів.", "pl": "Kontakty wszystkich CV i CV kierowców są widoczne przez 30 dni.", "en": "Contacts of every CV and driver CV are open for 30 days."}'::jsonb,8),
('sub-quarter','subscription',90,11900,NULL,'{"ru": "Подписка на квартал", "ua": "Підписка на квартал", "pl": "Subskrypcja na kwartał", "en": "Quarterly subscription"}'::jsonb,'{"ru": "Контакты всех резюме и резюме водителей открыты на 90 дней — выгоднее на 19%.", "ua": "Контакти всіх резюме та резюме водіїв відкриті на 90 днів — вигідніше на 19%.", "pl": "Kontakty wszystkich CV i CV kierowców są widoczne przez 90 dni — 19% taniej.", "en": "Contacts of every CV and driver CV are open for 90 days — 19% less."}'::jsonb,9),
('banner-listing','banner',1,600,'listing','{"ru": "В списке объявлений", "ua": "У списку оголошень", "pl": "Na liście ogłoszeń", "en": "In listings"}'::jsonb,'{"ru": "Баннер вашего бизнеса: цена за день показа в выбранном городе или штате и разделе.", "ua": "Банер вашого бізнесу: ціна за день показу у вибраному місті або штаті та розділі.", "pl": "Baner Twojej firmy: cena za dzień wyświetlania w wybranym mieście lub stanie i dziale.", "en": "Your business banner: price per day in the chosen city or state and section."}'::jsonb,100),
('banner-sidebar','banner',1,500,'sidebar','{"ru": "В боковой колонке", "ua": "У бічній колонці", "pl": "W kolumnie bocznej", "en": "Sidebar"}'::jsonb,'{"ru": "Баннер вашего бизнеса: цена за день показа в выбранном городе или штате и разделе.", "ua": "Банер вашого бізнесу: ціна за день показу у вибраному місті або штаті та розділі.", "pl": "Baner Twojej firmy: cena za dzień wyświetlania w wybranym mieście lub stanie i dziale.", "en": "Your business banner: price per day in the chosen city or state and section."}'::jsonb,101),
('banner-slider','banner',1,1200,'slider','{"ru": "В слайдере", "ua": "У слайдері", "pl": "W sliderze", "en": "Slider"}'::jsonb,'{"ru": "Баннер вашего бизнеса: цена за день показа в выбранном городе или штате и разделе.", "ua": "Банер вашого бізнесу: ціна за день показу у вибраному місті або штаті та розділі.", "pl": "Baner Twojej firmy: cena za dzień wyświetlania w wybranym mieście lub stanie i dziale.", "en": "Your business banner: price per day in the chosen city or state and section."}'::jsonb,102),
('banner-inside','banner',1,400,'inside','{"ru": "Внутри списка", "ua": "Усередині списку", "pl": "Wewnątrz listy", "en": "Inside the list"}'::jsonb,'{"ru": "Баннер вашего бизнеса: цена за день показа в выбранном городе или штате и разделе.", "ua": "Банер вашого бізнесу: ціна за день показу у вибраному місті або штаті та розділі.", "pl": "Baner Twojej firmy: cena za dzień wyświetlania w wybranym mieście lub stanie i dziale.", "en": "Your business banner: price per day in the chosen city or state and section."}'::jsonb,103),
('banner-single-bottom','banner',1,400,'single-bottom','{"ru": "Под объявлением", "ua": "Під оголошенням", "pl": "Pod ogłoszeniem", "en": "Below an ad"}'::jsonb,'{"ru": "Баннер вашего бизнеса: цена за день показа в выбранном городе или штате и разделе.", "ua": "Банер вашого бізнесу: ціна за день показу у вибраному місті або штаті та розділі.", "pl": "Baner Twojej firmy: cena za dzień wyświetlania w wybranym mieście lub stanie i dziale.", "en": "Your business banner: price per day in the chosen city or state and section."}'::jsonb,104),
('banner-single-left','banner',1,300,'single-left','{"ru": "Слева от объявления", "ua": "Ліворуч від оголошення", "pl": "Po lewej od ogłoszenia", "en": "Left of an ad"}'::jsonb,'{"ru": "Баннер вашего бизнеса: цена за день показа в выбранном городе или штате и разделе.", "ua": "Банер вашого бізнесу: ціна за день показу у вибраному місті або штаті та розділі.", "pl": "Baner Twojej firmy: cena za dzień wyświetlania w wybranym mieście lub stanie i dziale.", "en": "Your business banner: price per day in the chosen city or state and section."}'::jsonb,105),
('banner-single-sidebar','banner',1,500,'single-sidebar','{"ru": "Рядом с объявлением", "ua": "Поруч з оголошенням", "pl": "Obok ogłoszenia", "en": "Beside an ad"}'::jsonb,'{"ru": "Баннер вашего бизнеса: цена за день показа в выбранном городе или штате и разделе.", "ua": "Банер вашого бізнесу: ціна за день показу у вибраному місті або штаті та розділі.", "pl": "Baner Twojej firmy: cena za dzień wyświetlania w wybranym mieście lub stanie i dziale.", "en": "Your business banner: price per day in the chosen city or state and section."}'::jsonb,106);
--> statement-breakpoint
-- Published ads get their period from now on; articles (blog, news) never expire.
UPDATE "posts" SET "expires_at" = now() + interval '30 days' WHERE "status" IN ('active', 'inactive', 'pending') AND "section_id" IN (SELECT "id" FROM "sections" WHERE "slug" NOT IN ('blog', 'news'));
--> statement-breakpoint
UPDATE "sections" SET "ad_days" = 60 WHERE "slug" = 'properties';
