import type { course } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { BASE_PATH, defineCall, request } from '../../../lib/request.ts';
import { courseKeys } from './keys.ts';

export const lessonPlayCall = defineCall<typeof course.lessonPlay>()('GET', '/api/course/lesson-play');

/** The signed playlist URL lives two hours; ask again well before. */
const PLAY_URL_FRESH_MS = 60 * 60_000;

/** A signed, expiring HLS playlist URL of a lesson the viewer may watch. */
export const lessonPlayQuery = (lessonId: number) =>
  queryOptions({
    queryKey: courseKeys.play(lessonId),
    queryFn: async () => {
      const data = await request(lessonPlayCall, { id: lessonId });
      return { ...data, hls_url: data.hls_url.startsWith('/') ? BASE_PATH + data.hls_url : data.hls_url };
    },
    staleTime: PLAY_URL_FRESH_MS,
    retry: false,
  });
