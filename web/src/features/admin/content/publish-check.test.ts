import { describe, expect, it } from 'vitest';
import { entityForms } from './form-fields';
import { checkEntity } from './publish-check';

const news = entityForms.news;
const complete = {
  newsTitle: 'Nexoria opens a data lab',
  metaTitle: 'Data lab',
  metaDescription: 'A new lab.',
  newsContent: '<p>Forty engineers.</p>',
  image: 'uploads/0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a4f',
  imageAlt: 'Engineers in the new lab',
};
const errorsOf = (result: ReturnType<typeof checkEntity>) => (result.ok ? {} : result.errors);

describe('checkEntity: what Save draft and Submit may send, by the server rules', () => {
  it('a draft needs only its title; what else it names is still checked', () => {
    expect(checkEntity(news, { status: 'draft', newsTitle: 'T' }, { isUpdate: false }).ok).toBe(true);
    expect(errorsOf(checkEntity(news, { status: 'draft' }, { isUpdate: false }))).toEqual({ newsTitle: 'Title is required.' });
    expect(errorsOf(checkEntity(news, { status: 'draft', newsTitle: 'T', newsLink: 'example.org' }, { isUpdate: false }))).toEqual({
      newsLink: 'Source Link must be a web address starting with http:// or https://.',
    });
  });

  it("publishing a new item needs the spec's fields; the banner alt text is never required", () => {
    expect(checkEntity(news, { ...complete, status: 'published' }, { isUpdate: false }).ok).toBe(true);
    const { imageAlt: _alt, ...noAlt } = complete;
    expect(checkEntity(news, { ...noAlt, status: 'published' }, { isUpdate: false }).ok).toBe(true);
    const { image: _image, ...noImage } = noAlt;
    expect(errorsOf(checkEntity(news, { ...noImage, status: 'published' }, { isUpdate: false }))).toEqual({ image: 'Image is required.' });
  });

  it('publishing an update counts what the stored item already has (its image), not what it lacks', () => {
    const draft = { _id: 'n1', newsTitle: 'T', status: 'draft', newsImageURL: '/media/news/a.png', imageAlt: 'Stored alt' };
    const { image: _image, imageAlt: _alt, ...typed } = complete;
    expect(checkEntity(news, { ...typed, status: 'published' }, { isUpdate: true, record: draft }).ok).toBe(true);
    const bare = { _id: 'n2', newsTitle: 'T', status: 'draft' };
    expect(errorsOf(checkEntity(news, { ...typed, status: 'published' }, { isUpdate: true, record: bare }))).toEqual({
      image: 'Image is required.',
    });
    const withImage = { ...bare, newsImageURL: '/media/news/b.png' };
    expect(checkEntity(news, { ...typed, status: 'published' }, { isUpdate: true, record: withImage }).ok).toBe(true);
    expect(errorsOf(checkEntity(news, { newsTitle: 'T', status: 'published' }, { isUpdate: true, record: bare }))).toMatchObject({
      metaTitle: 'Meta Title is required.',
    });
  });
});
