import type { EndpointData, ops } from '@dance/contracts';
import { queryOptions } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';
import { opsKeys } from './keys.ts';

export const opsOperatorsCall = defineCall<typeof ops.operators>()('GET', '/api/admin/ops/operators');
export const opsSetRolesCall = defineCall<typeof ops.setRoles>()('POST', '/api/admin/ops/operator-roles');

export type OperatorItem = EndpointData<typeof ops.operators>['list'][number];

/** Super operators: every operator with their roles. */
export const operatorsQuery = () =>
  queryOptions({ queryKey: opsKeys.operators, queryFn: () => request(opsOperatorsCall, {}) });

/** Super operators: set a user's roles (none: no longer an operator). */
export const setRoles = (input: CallInput<typeof opsSetRolesCall>) =>
  request(opsSetRolesCall, input, { silent: true });
