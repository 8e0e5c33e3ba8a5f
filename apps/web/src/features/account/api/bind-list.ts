import type { user } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { accountKeys } from './keys.ts';

export const bindListCall = defineCall<typeof user.bindList>()('GET', '/api/user/bind-list');

export const fetchBindList = () => request(bindListCall, {});

export const bindListQuery = () => queryOptions({ queryKey: accountKeys.bindList, queryFn: fetchBindList });

export const useBindList = () => useQuery(bindListQuery());
