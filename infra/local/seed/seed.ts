/**
 * First-start content: the local admin account, and news, press releases,
 * events with galleries, careers, and the site's launch copy (./site-copy) stored through the same path as the admin
 * screens (an upload to the staging prefix, then the collection's create).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../../functions/core/aws/s3';
import { config } from '../../../functions/core/config';
import { adminExists, saveAdmin } from '../../../functions/core/auth/admins';
import { collections, createItem } from '../../../functions/core/content/content';
import { seedAccounts } from './accounts';
import { seedAuditLog } from './audit';
import { drawArtwork } from './artwork';
import { seedCareers, seedEvents, seedNews, seedPress } from './content';
import { bannerAlt, draftPress, scheduledNews } from './editorial';
import { seedLeads } from './leads';
import { storeSiteCopy } from './site-copy';
import { seedSubscribers } from './subscribers';

export const localAdmin = {
  email: 'admin@example.com',
  get password() {
    return process.env.LOCAL_ADMIN_PASSWORD ?? 'local-admin-2024';
  },
};

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);
const calendarDay = (offset: number) => new Date(Date.now() + offset * day).toISOString().slice(0, 10);

let artworkSeed = 0;
async function stageImage(width = 1200, height = 675): Promise<string> {
  const key = `uploads/${crypto.randomUUID()}`;
  await s3().send(
    new PutObjectCommand({
      Bucket: config.mediaBucket,
      Key: key,
      Body: drawArtwork(++artworkSeed, width, height),
      ContentType: 'image/png',
    }),
  );
  return key;
}

/** One draft and one scheduled item, so the admin shows every status from the first start. */
async function seedEditorial(): Promise<void> {
  const { daysAgo: draftAge, ...draft } = draftPress;
  await createItem(collections.press, { ...draft, image: await stageImage(), status: 'draft' }, null, daysAgo(draftAge));
  const { daysAgo: age, publishInDays, ...news } = scheduledNews;
  const publishAt = new Date(Date.now() + publishInDays * day).toISOString();
  await createItem(collections.news, { ...news, image: await stageImage(), status: 'published', publishAt }, null, daysAgo(age));
}

/** Seeds once: an existing admin account means the data folder was seeded before. */
export async function seedIfEmpty(): Promise<boolean> {
  if (await adminExists(localAdmin.email)) return false;
  for (const { daysAgo: age, ...news } of seedNews) {
    await createItem(collections.news, { ...news, image: await stageImage(), imageAlt: bannerAlt(news.newsTitle) }, null, daysAgo(age));
  }
  for (const { daysAgo: age, ...press } of seedPress) {
    await createItem(collections.press, { ...press, image: await stageImage(), imageAlt: bannerAlt(press.title) }, null, daysAgo(age));
  }
  for (const event of seedEvents) {
    const gallery: string[] = [];
    for (const _caption of event.galleryCaptions) gallery.push(await stageImage(960, 640));
    await createItem(collections.event, {
      eventName: event.eventName,
      eventDate: calendarDay(event.dayOffset),
      image: await stageImage(),
      imageAlt: bannerAlt(event.eventName),
      eventImages: gallery,
      // Each caption says what its picture shows: it is the image's alt text.
      eventImagesAlt: event.galleryCaptions,
    });
  }
  for (const { daysAgo: age, closesInDays, ...career } of seedCareers) {
    await createItem(
      collections.career,
      { ...career, closingDate: calendarDay(closesInDays), image: await stageImage(800, 450), imageAlt: bannerAlt(career.careerTitle) },
      null,
      daysAgo(age),
    );
  }
  await storeSiteCopy();
  await seedEditorial();
  await seedSubscribers();
  await seedAccounts(localAdmin.email, localAdmin.password);
  await seedLeads(localAdmin.email);
  await seedAuditLog(localAdmin.email);
  await saveAdmin(localAdmin.email, localAdmin.password);
  return true;
}
