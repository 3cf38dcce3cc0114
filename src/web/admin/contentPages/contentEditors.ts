// The editor of each content document, by its key (one tab each on the Content Pages screen).
import type { ComponentType } from 'react';
import type { ContentKey } from '../../../engine/content-pages/contentDocuments';
import { AboutEditor } from './AboutEditor';
import { DecisionEditor } from './DecisionEditor';
import { DisclaimerEditor } from './DisclaimerEditor';
import type { EditorProps } from './editorProps';
import { FaqEditor } from './FaqEditor';
import { MetaEditor } from './MetaEditor';

export const contentEditors: { [K in ContentKey]: ComponentType<EditorProps<K>> } = {
  faq: FaqEditor,
  about: AboutEditor,
  'regulator-decision': DecisionEditor,
  disclaimer: DisclaimerEditor,
  meta: MetaEditor,
};
