/** Shared pieces of the publishing tests: the fake renderer's folder, stream records as DynamoDB sends them, reading published files. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as LambdaAttributeValue, DynamoDBStreamEvent } from 'aws-lambda';

/** A renderer with the real one's interface (test/integration/publish-fixtures/render-page.js). */
export const fakeRendererDir = fileURLToPath(new URL('./publish-fixtures', import.meta.url));

type Item = Record<string, unknown>;
type Image = Record<string, LambdaAttributeValue>;

/** One stream record of a content item, with its table keys, as NEW_AND_OLD_IMAGES sends it. */
export function streamEvent(type: string, change: { old?: Item; new?: Item }): DynamoDBStreamEvent {
  const id = String((change.new ?? change.old)!._id);
  const keys = { pk: `${type}#${id}`, sk: type };
  const image = (item: Item | undefined) => (item ? (marshall({ ...item, ...keys }, { removeUndefinedValues: true }) as Image) : undefined);
  const eventName = change.old && change.new ? 'MODIFY' : change.new ? 'INSERT' : 'REMOVE';
  return {
    Records: [
      {
        eventID: crypto.randomUUID(),
        eventName,
        eventSource: 'aws:dynamodb',
        awsRegion: 'us-east-1',
        dynamodb: {
          Keys: marshall(keys) as Image,
          OldImage: image(change.old),
          NewImage: image(change.new),
          StreamViewType: 'NEW_AND_OLD_IMAGES',
          SequenceNumber: String(Date.now()),
        },
      },
    ],
  };
}

export function published(root: string, file: string): string | null {
  const path = join(root, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

/** The data a page was rendered with (the fake renderer and the real one both embed it as #page-data). */
export function pageData(html: string | null): Record<string, any> {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html ?? '')?.[1];
  return json ? JSON.parse(json.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) : {};
}
