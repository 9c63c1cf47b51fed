/**
 * A collection's form schema, for the writes alone (validation, the publish
 * check, version snapshots): kept out of the collection descriptions so the
 * public reads, which carry those, bundle no schema.
 */
import { contentSchemas } from '../../contract/schemas/by-kind';
import type { Schema } from '../../contract/schemas/fields';
import type { CollectionKind } from './collections';

export const schemaOf = ({ kind }: { kind: CollectionKind }): Schema => contentSchemas[kind];
