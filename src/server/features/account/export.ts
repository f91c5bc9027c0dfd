import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { AccountExport } from "../../../shared/contract/account";
import type { Db } from "../../db/client";
import {
  contactMessages,
  contactRequests,
  conversations,
  favourites,
  feedbacks,
  messages,
  payments,
  posts,
  products,
  savedCards,
  sections,
  sessions,
  users,
} from "../../db/schema";
import type { UserRow } from "../../http/user-view";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const cardOf = (brand: string | null, last4: string | null) => (brand && last4 ? `${brand} •••• ${last4}` : null);

/**
 * The name the other person of a conversation gave (their account's, or the ad's contact person when they were
 * its author), never their phone or e-mail; a deleted account has none.
 */
const otherNameSql = (userId: number) => sql<string | null>`(select case when o.deleted_at is not null then null
  else coalesce(o.name, case when ${conversations.authorId} <> ${userId}
    then nullif(${posts.contact} ->> 'contact_person', '') end) end
  from users o where o.id = case when ${conversations.visitorId} = ${userId}
    then ${conversations.authorId} else ${conversations.visitorId} end)`;

/** Which ad a row is about, as the site names it. */
const POST_REF = { postId: posts.id, title: posts.title, section: sections.slug, slug: posts.slug };

/** Everything the account holds (ads not deleted, the messages it wrote, its payments…), for its owner. */
export async function exportAccount(db: Db, user: UserRow, now: Date): Promise<AccountExport> {
  return db.transaction(async (tx) => {
    const own = eq(posts.userId, user.id);
    const postRows = await tx
      .select({ post: posts, section: sections.slug })
      .from(posts)
      .innerJoin(sections, eq(sections.id, posts.sectionId))
      .where(and(own, ne(posts.status, "deleted")))
      .orderBy(desc(posts.postedAt), desc(posts.id));
    const favouriteRows = await tx
      .select({ ...POST_REF, at: favourites.createdAt })
      .from(favourites)
      .innerJoin(posts, eq(posts.id, favourites.postId))
      .innerJoin(sections, eq(sections.id, posts.sectionId))
      .where(eq(favourites.userId, user.id))
      .orderBy(desc(favourites.createdAt));
    const messageRows = await tx
      .select({
        conversationId: messages.conversationId,
        postTitle: posts.title,
        withName: otherNameSql(user.id),
        body: messages.body,
        at: messages.createdAt,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(posts, eq(posts.id, conversations.postId))
      .where(eq(messages.senderId, user.id))
      .orderBy(asc(messages.conversationId), asc(messages.id));
    const requestRows = await tx
      .select({
        postId: contactRequests.postId,
        type: contactRequests.messageType,
        name: contactRequests.name,
        message: contactRequests.message,
        at: contactRequests.createdAt,
      })
      .from(contactRequests)
      .innerJoin(posts, eq(posts.id, contactRequests.postId))
      .where(own)
      .orderBy(desc(contactRequests.createdAt));
    const paymentRows = await tx
      .select({ payment: payments, product: products.code })
      .from(payments)
      .innerJoin(products, eq(products.id, payments.productId))
      .where(eq(payments.userId, user.id))
      .orderBy(desc(payments.createdAt));
    const cardRows = await tx.select().from(savedCards).where(eq(savedCards.userId, user.id));
    const reviewRows = await tx.select().from(feedbacks).where(eq(feedbacks.userId, user.id));
    const contactRows = await tx.select().from(contactMessages).where(eq(contactMessages.userId, user.id));
    const sessionRows = await tx
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      .orderBy(desc(sessions.createdAt));
    const [profile] = await tx.select().from(users).where(eq(users.id, user.id));
    const me = profile ?? user;
    return {
      format: "obyava-account-export",
      version: 1,
      exported_at: iso(now),
      profile: {
        id: me.id,
        name: me.name,
        phone: me.phone,
        email: me.email,
        locale: me.locale,
        city: me.city,
        notifications: { ...me.notifications },
        created_at: iso(me.createdAt),
      },
      posts: postRows.map(({ post, section }) => ({
        id: post.id,
        section,
        slug: post.slug,
        status: post.status,
        lang: post.lang,
        title: post.title,
        content: post.content,
        price: post.price,
        fields: post.fields,
        contact: { ...post.contact },
        photos: post.photos.map((photo) => photo.url),
        view_count: post.viewCount,
        favourite_count: post.favouriteCount,
        posted_at: iso(post.postedAt),
        expires_at: isoOrNull(post.expiresAt),
      })),
      favourites: favouriteRows.map((row) => ({
        post_id: row.postId,
        section: row.section,
        slug: row.slug,
        title: row.title,
        added_at: iso(row.at),
      })),
      chat_messages: messageRows.map((row) => ({
        conversation_id: row.conversationId,
        post_title: row.postTitle,
        with_name: row.withName,
        body: row.body,
        sent_at: iso(row.at),
      })),
      // Answers to the user's ads, by the sender's name: their phone and e-mail stay theirs.
      contact_requests: requestRows.map((row) => ({
        post_id: row.postId,
        type: row.type,
        from_name: row.name,
        message: row.message,
        received_at: iso(row.at),
      })),
      payments: paymentRows.map(({ payment, product }) => ({
        id: payment.publicId,
        product,
        status: payment.status,
        amount_cents: payment.amountCents,
        refunded_cents: payment.refundedCents,
        card: cardOf(payment.cardBrand, payment.cardLast4),
        auto_charge: payment.autoCharge,
        created_at: iso(payment.createdAt),
        paid_at: isoOrNull(payment.paidAt),
      })),
      saved_cards: cardRows.map((card) => ({
        card: cardOf(card.brand, card.last4) ?? card.brand,
        expires: `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear)}`,
        removed: card.removedAt !== null,
      })),
      reviews: reviewRows.map((row) => ({
        rating: row.rating,
        text: row.text,
        status: row.status,
        created_at: iso(row.createdAt),
      })),
      contact_messages: contactRows.map((row) => ({
        page: row.page,
        name: row.name,
        phone: row.phone,
        message: row.message,
        sent_at: iso(row.createdAt),
      })),
      sessions: sessionRows.map((row) => ({
        created_at: iso(row.createdAt),
        last_seen_at: isoOrNull(row.lastSeenAt),
        expires_at: iso(row.expiresAt),
      })),
    };
  });
}
