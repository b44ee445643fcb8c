import { endpoint } from '../endpoint';
import {
  ClubProductList,
  ClubProductsRequest,
  ProductRequest,
  ProductSaved,
  ProductStatusRequest,
  UpdateProductRequest,
} from '../offers';

/** The products calls. */
export const PRODUCTS_ENDPOINTS = {
  postProducts: endpoint({
    method: 'POST',
    path: '/products',
    tag: 'products',
    summary: 'Create a product (a draft until its image is uploaded with the answered id)',
    access: 'caller',
    body: ProductRequest,
    answers: { 201: ProductSaved },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
  putProducts: endpoint({
    method: 'PUT',
    path: '/products',
    tag: 'products',
    summary: 'Update a product; its stored club decides who may',
    access: 'caller',
    body: UpdateProductRequest,
    answers: { 200: ProductSaved },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound', 'campaignModeLocked', 'campaignEndLocked'],
  }),
  putProductsStatus: endpoint({
    method: 'PUT',
    path: '/products/status',
    tag: 'products',
    summary:
      "Deactivate a product (it leaves the public page), or with status 'active' reactivate it (issue 47)",
    access: 'caller',
    body: ProductStatusRequest,
    answers: { 200: ProductSaved },
    errors: [400, 401, 403, 404],
  }),
  postProductsClub: endpoint({
    method: 'POST',
    path: '/products/club',
    tag: 'products',
    summary: 'Every product of the club for its administrators, drafts and deactivated ones too',
    access: 'caller',
    body: ClubProductsRequest,
    answers: { 200: ClubProductList },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
  postProductsMembershipProducts: endpoint({
    method: 'POST',
    path: '/products/membership-products',
    tag: 'products',
    summary: "The club's membership products (active and deactivated)",
    access: 'caller',
    body: ClubProductsRequest,
    answers: { 200: ClubProductList },
    errors: [400, 401, 403, 404],
    errorKeys: ['clubNotFound'],
  }),
} as const;
