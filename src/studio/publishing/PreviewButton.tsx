import { useState } from 'react';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { PreviewLinkSchema } from '#lib/studio/preview.ts';
import type { StudioList } from '#lib/studio/records.ts';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';

/**
 * Opens a record's preview, the public page it will become with its drafts, in a new tab. The tab
 * is opened at the click (a tab opened after an answer is a pop-up browsers block) and sent to the
 * link the API answers, which lets it in for half an hour.
 */
export function PreviewButton({ list, recordKey }: { list: StudioList; recordKey: string }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  async function open() {
    setRefusal(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await request(STUDIO_PATHS.previews, PreviewLinkSchema, {
        method: 'POST',
        body: { list, key: recordKey },
      });
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      setRefusal(messageOf(error));
    }
  }
  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => void open()}>
        Preview the page
      </button>
      <Alert message={refusal} />
    </>
  );
}
