/**
 * Editors keep user files for a chosen person in Chromium: the admin of de, an
 * editor of an event of their own, picks a person of this file's own in "Files of a person", uploads a
 * file for them, sees it under Everyone's files, and deletes it. Screenshots light and dark, desktop
 * and phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE } from '../personas';
import { createEvent, deleteEvent } from './api-helper';
import { APP_URL, browserSuite, expectAccessible, shootDesktopAndPhone } from './browser';
import { ownPerson, type OwnPerson } from './own-people';
import { visible } from './page-helper';

const EDITOR = DEMO_PEOPLE.adminA;
const RUN = Date.now().toString(36);
const FILE = `agenda-for-fiona-${RUN}.pdf`;

const { signedInPage } = browserSuite();
let eventId = '';
let person: OwnPerson;

beforeAll(async () => {
  [eventId, person] = await Promise.all([
    createEvent(EDITOR, {
      eventName: `Files for a person ${RUN}`,
      description: 'An event whose editor keeps files for a colleague.',
      startDate: '2027-06-01T08:00:00.000Z',
      endDate: '2027-06-01T16:00:00.000Z',
    }),
    ownPerson('user-files-editor.person', { givenName: 'Fiona', surname: 'Filehold' }),
  ]);
});

afterAll(async () => {
  await deleteEvent(EDITOR, eventId);
});

/** Opens the User Files screen of the event and picks the file's person in "Files of a person". */
async function pickPerson(page: Page): Promise<void> {
  await page.goto(`${APP_URL}/main/event/editeventuserfiles?e=${eventId}&t=de`);
  const section = page.getByRole('region', { name: 'Files of a person' });
  await visible(section);
  await section.getByRole('combobox', { name: 'Person' }).fill('Filehold');
  await page.getByRole('option', { name: new RegExp(person.email) }).click();
  await visible(page.getByRole('region', { name: `Files of ${person.displayName}` }));
}

describe('user files for a chosen person', () => {
  it('an editor uploads a file for the person; it is theirs and shows under Everyone’s files', async () => {
    const page = await signedInPage(EDITOR);
    await page.setViewportSize({ width: 1440, height: 900 });
    await pickPerson(page);
    const theirs = page.getByRole('region', { name: `Files of ${person.displayName}` });
    await visible(theirs.getByText(`${person.displayName} has no files for this event yet.`, { exact: false }));
    await theirs
      .locator('input[type="file"]')
      .setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%for fiona\n') });
    await visible(page.getByText('File uploaded'));
    await visible(
      theirs.getByRole('list', { name: `Files of ${person.displayName}` }).getByRole('link', { name: FILE }),
    );
    await expect
      .poll(() => theirs.getByRole('link', { name: FILE }).getAttribute('href'))
      .toContain(encodeURIComponent(`user-files/${eventId}/${person.uid}/`));
    await visible(
      page
        .getByRole('region', { name: "Everyone's files" })
        .getByRole('list', { name: `Files of ${person.displayName}` })
        .getByRole('link', { name: FILE }),
    );
    await expectAccessible(page, 'main');
    await shootDesktopAndPhone(page, 'user-files-for-person-light');
  });

  it('an editor deletes the person’s file after "Are you sure..."', async () => {
    const page = await signedInPage(EDITOR, 'dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await pickPerson(page);
    const theirs = page.getByRole('region', { name: `Files of ${person.displayName}` });
    await visible(theirs.getByRole('link', { name: FILE }));
    await shootDesktopAndPhone(page, 'user-files-for-person-dark');
    await theirs.getByRole('button', { name: `Delete ${FILE}` }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByText(/^Are you sure/));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('File deleted'));
    await expect.poll(() => theirs.getByRole('link', { name: FILE }).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('region', { name: "Everyone's files" }).getByRole('link', { name: FILE }).count())
      .toBe(0);
  });
});
