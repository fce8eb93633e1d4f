import { DETAIL_MAX_FILES, type DetailFile } from '@agenda/contract';
import { describe, expect, it } from 'vitest';
import { pngFile } from '@/test/files';
import {
  addChosenFiles,
  detailSavePayload,
  draftOf,
  fileCount,
  hasTooManyFiles,
  isMarked,
  keptFiles,
  markForDeletion,
  removeChosenFile,
  restoreFile,
  type ChosenDetailFile,
} from './detail-draft';

const stored = (name: string): DetailFile => ({
  name,
  url: `https://files.example/${name}`,
  reference: `v2/events/e1/details/${name}`,
});
const MAP = stored('map.png');
const PLAN = stored('plan.png');
const chosen = (key: string): ChosenDetailFile => ({
  key,
  file: pngFile(100, `${key}.png`),
  kind: { contentType: 'image/png', extension: 'png' },
});
const values = {
  id: 'd1',
  eventId: 'e1',
  title: 'Getting there',
  description: 'By train',
  order: 2,
  files: [],
  deletedFiles: [],
};

describe('detail files draft', () => {
  it('starts with the stored files, none marked and none new', () => {
    const draft = draftOf([MAP, PLAN]);
    expect(keptFiles(draft)).toEqual([MAP, PLAN]);
    expect(draft.marked).toEqual([]);
    expect(draft.added).toEqual([]);
  });

  it('marks a stored file for deletion and restores it until Save', () => {
    const marked = markForDeletion(draftOf([MAP, PLAN]), MAP.reference);
    expect(isMarked(marked, MAP.reference)).toBe(true);
    expect(keptFiles(marked)).toEqual([PLAN]);
    // The stored list itself is left alone: the marked file still shows, struck through.
    expect(marked.existing).toEqual([MAP, PLAN]);

    const restored = restoreFile(marked, MAP.reference);
    expect(isMarked(restored, MAP.reference)).toBe(false);
    expect(keptFiles(restored)).toEqual([MAP, PLAN]);
  });

  it('marks each file once and ignores references it does not hold', () => {
    const draft = markForDeletion(markForDeletion(draftOf([MAP]), MAP.reference), MAP.reference);
    expect(draft.marked).toEqual([MAP.reference]);
    expect(markForDeletion(draft, 'v2/events/e1/details/other.png')).toBe(draft);
    expect(restoreFile(draft, PLAN.reference)).toBe(draft);
  });

  it('adds chosen files and removes one of them by its key', () => {
    const draft = addChosenFiles(draftOf([MAP]), [chosen('a'), chosen('b')]);
    expect(draft.added.map((file) => file.key)).toEqual(['a', 'b']);
    expect(fileCount(draft)).toBe(3);
    const removed = removeChosenFile(draft, 'a');
    expect(removed.added.map((file) => file.key)).toEqual(['b']);
    expect(fileCount(removed)).toBe(2);
  });

  it('sends the kept files then the uploaded ones as files, and the marked references as deletedFiles', () => {
    const draft = addChosenFiles(markForDeletion(draftOf([MAP, PLAN]), PLAN.reference), [chosen('a')]);
    const uploaded = stored('a.png');
    expect(detailSavePayload(values, draft, [uploaded])).toEqual({
      id: 'd1',
      eventId: 'e1',
      title: 'Getting there',
      description: 'By train',
      order: 2,
      files: [MAP, uploaded],
      deletedFiles: [PLAN.reference],
    });
  });

  it('sends no deletedFiles once every marked file is restored, and a null id for a new detail', () => {
    const draft = restoreFile(markForDeletion(draftOf([MAP]), MAP.reference), MAP.reference);
    expect(detailSavePayload({ ...values, id: undefined }, draft, [])).toMatchObject({
      id: null,
      files: [MAP],
      deletedFiles: [],
    });
  });

  it('counts marked files out of the bound on files', () => {
    const many = Array.from({ length: DETAIL_MAX_FILES }, (_, index) => stored(`f${index}.png`));
    const full = draftOf(many);
    expect(hasTooManyFiles(full)).toBe(false);
    const over = addChosenFiles(full, [chosen('extra')]);
    expect(hasTooManyFiles(over)).toBe(true);
    expect(hasTooManyFiles(markForDeletion(over, many[0]?.reference ?? ''))).toBe(false);
  });
});
