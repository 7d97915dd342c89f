import { useQuery } from '@tanstack/react-query';
import { ListDescriptionsSchema, type ListDescription, type StudioList } from '#lib/studio/records.ts';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { request } from '../session/studio-session.ts';

/** The catalogue's lists and their fields, read once per studio visit: they change only with a new release. */
export function useListDescription(list: StudioList): {
  description: ListDescription | undefined;
  error: Error | null;
} {
  const { data, error } = useQuery({
    queryKey: ['studio', 'lists'],
    queryFn: ({ signal }) => request(STUDIO_PATHS.lists, ListDescriptionsSchema, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { description: data?.lists.find((candidate) => candidate.list === list), error };
}
