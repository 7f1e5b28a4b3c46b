import type {
  CustomerListQuery,
  CustomerPage,
  CustomerRefInput,
  EnableUserInput,
  InviteInput,
  UserUpdateInput,
} from '@fcs/shared/contract/users';
import type { User } from '@fcs/shared/model/entities';
import { request } from './http';

/**
 * The back office's customers (issue 11 · customers, cu). Each resolves with the answer's data or
 * rejects with {status, message}; the success texts are CUSTOMER_MSG's (the api answers the same).
 */
export type Customer = User & { version: number };

export const listCustomers = (query: CustomerListQuery) => request<CustomerPage>('main', { method: 'GET', url: '/users', params: query });
export const getCustomer = (id: string) => request<Customer>('main', { method: 'GET', url: `/users/${encodeURIComponent(id)}` });
export const inviteCustomer = (body: InviteInput) => request<Customer>('main', { method: 'POST', url: '/invites', data: body });
export const deleteInvite = (body: CustomerRefInput) => request<{ id: string }>('main', { method: 'DELETE', url: '/invites', data: body });
export const acceptRequest = (body: CustomerRefInput) => request<Customer>('main', { method: 'PUT', url: '/accept_request', data: body });
export const updateCustomer = (body: UserUpdateInput) => request<Customer>('main', { method: 'PUT', url: '/users', data: body });
export const enableCustomer = (body: EnableUserInput) => request<Customer>('main', { method: 'PUT', url: '/enable_user', data: body });
