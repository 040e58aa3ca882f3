import { balancesApi } from '@questboard/contract/balances';
import { exportsApi } from '@questboard/contract/exports';
import { questsApi } from '@questboard/contract/quests';
import { type BrandBoardPeriod, type SeasonBody, seasonsApi } from '@questboard/contract/seasons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidate, keyOf } from '../../../lib/query-keys';
import { saveDownload } from '../../../lib/save-download';

export const SEASON_BOARD_PAGE = 20;

/** A paid season pool's payouts file (the owner's), handed to the browser as a download. */
export async function downloadSeasonPayouts(id: string): Promise<void> {
  const csv = await api.download(exportsApi.seasonPayouts, { params: { id }, headers: { accept: 'text/csv' } });
  saveDownload(csv, `season-${id}-payouts.csv`);
}

/** One season (a draft only for its owner). */
export const useSeason = (id: string) =>
  useQuery({
    queryKey: keyOf(seasonsApi.get, id),
    queryFn: ({ signal }) => api.call(seasonsApi.get, { params: { id }, signal }),
  });

/** A brand's seasons, newest first (its owner also sees drafts). */
export const useBrandSeasons = (brandId: string) =>
  useQuery({
    queryKey: keyOf(seasonsApi.list, brandId),
    queryFn: ({ signal }) => api.call(seasonsApi.list, { params: { brandId }, query: { limit: 50 }, signal }),
  });

/** One page of a season's board; with a session it also says where the viewer stands. */
export const useSeasonBoard = (id: string, offset: number, signedIn: boolean) =>
  useQuery({
    queryKey: keyOf(seasonsApi.leaderboard, id, offset, signedIn),
    queryFn: ({ signal }) =>
      api.call(seasonsApi.leaderboard, { params: { id }, query: { offset, limit: SEASON_BOARD_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

/** One page of a brand's board for a period. */
export const useBrandBoard = (brandId: string, period: BrandBoardPeriod, offset: number, signedIn: boolean) =>
  useQuery({
    queryKey: keyOf(seasonsApi.brandLeaderboard, brandId, period, offset, signedIn),
    queryFn: ({ signal }) =>
      api.call(seasonsApi.brandLeaderboard, {
        params: { brandId },
        query: { period, offset, limit: SEASON_BOARD_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The brand's quests its owner may put in a season (drafts included). */
export const useBrandQuests = (brandId: string) =>
  useQuery({
    queryKey: keyOf(questsApi.byBrand, brandId, 'seasons'),
    queryFn: ({ signal }) => api.call(questsApi.byBrand, { params: { brandId }, query: { limit: 100 }, signal }),
  });

/** The owner's writes: create a draft, publish it (the pool leaves their balance). */
export function useSeasonActions(brandId: string) {
  const client = useQueryClient();
  const onSuccess = () => invalidate(client, seasonsApi.list, seasonsApi.get, balancesApi.balance);
  return {
    create: useMutation({
      mutationFn: (body: SeasonBody) => api.call(seasonsApi.create, { params: { brandId }, body }),
      onSuccess,
    }),
    publish: useMutation({
      mutationFn: (id: string) => api.call(seasonsApi.publish, { params: { id } }),
      onSuccess,
    }),
  };
}
