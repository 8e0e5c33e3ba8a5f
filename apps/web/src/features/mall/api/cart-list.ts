import type { mall } from '@dance/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { defineCall, request } from '../../../lib/request.ts';
import { mallKeys } from './keys.ts';

export const cartListCall = defineCall<typeof mall.cartList>()('GET', '/api/cart/list');

export const fetchCartList = () => request(cartListCall, {});

export const cartListQuery = () =>
  queryOptions({ queryKey: mallKeys.cartList, queryFn: fetchCartList, staleTime: 0 });

export const useCartList = (enabled = true) => useQuery({ ...cartListQuery(), enabled });
