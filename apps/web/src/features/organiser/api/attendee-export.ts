import type { activity } from '@dance/contracts';
import { ApiError, BASE_PATH, defineCall, ensureAccessToken } from '../../../lib/request.ts';
import { useUserStore } from '../../../stores/user.ts';

export const attendeeExportCall = defineCall<typeof activity.attendeeExport>()(
  'GET',
  '/api/activity/attendee-export',
);

/**
 * The roster as a CSV file (the server answers text/csv, not the JSON envelope): fetched with the
 * access token and handed to the browser as a download.
 */
export async function downloadAttendees(activityId: number): Promise<void> {
  const token = await ensureAccessToken();
  const res = await fetch(`${BASE_PATH}${attendeeExportCall.path}?activity_id=${activityId}`, {
    headers: {
      'x-access-token': token,
      'x-app-platform': 'mobile',
      'x-app-language': useUserStore.getState().language,
    },
  });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.includes('text/csv')) {
    const json = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError(json?.code ?? -1, json?.msg ?? res.statusText, res.status);
  }
  const blob = await res.blob();
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? `attendees-${activityId}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
