import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../shared/web/ui/use-debounced-value';
import { paths } from '../../../shared/web/routes';
import { useCartRef } from '../../cart/web';
import { loginRedirect } from '../../customers/web';
import { useSession } from '../../customers/web';
import { type ParcelShop, SHOP_REQUIRED, checkMobileShape, compactPostcode, isParcelShopMethod, readyToSearch, servicePointPostcodeFailure } from '../domain';
import { lazyModule } from '../../../shared/web/lazy-module';
import { parcelShopDraft } from './parcel-shop-draft';
import { SearchFailure, saveParcelShopChoice, searchParcelShops, useParcelShopConfig } from './parcel-shop-api';

export interface ParcelShopAddress {
  postcode?: string | null;
  countryId?: string | null;
  city?: string | null;
  street?: string | null;
}

interface ParcelShopErrors {
  postcode?: string;
  shop?: string;
  mobile?: string;
  save?: string;
}

/** The service point block's state: search, choice, mobile number, and the save on Next. */
export interface ParcelShopChoice {
  enabled: boolean;
  mobileRequired: boolean;
  tilesUrl: string;
  postcode: string;
  setPostcode: (value: string) => void;
  searching: boolean;
  shops: ParcelShop[] | undefined;
  /** The search's failure, in the spec's words. */
  searchError: string | undefined;
  selected: ParcelShop | undefined;
  select: (id: string) => void;
  mobile: string;
  setMobile: (value: string) => void;
  errors: ParcelShopErrors;
  /** Next on the shipping step: false (and the messages shown) when the chosen method needs more. */
  validate: (methodCode: string) => boolean;
  /** After the delivery method is saved: saves the shop; false when it could not (the message is shown). */
  saveFor: (methodCode: string) => Promise<boolean>;
}

const SEARCH_DELAY_MS = 300;

// The mobile's check for its country uses libphonenumber (about 120 KB): fetched once a number is typed.
const mobileRules = lazyModule(() => import('../domain/mobile-format'));

/**
 * The notification mobile's check, with libphonenumber once it is here (the hook re-renders then); until
 * then only its shape is checked (the server checks the number itself).
 */
function useMobileCheck(mobile: string, countryId: string, required: boolean) {
  const [, setRulesIn] = useState(() => mobileRules.loaded() !== null);
  const typed = mobile.trim() !== '';
  useEffect(() => {
    if (typed) void mobileRules.load().then((rules) => setRulesIn(rules !== null));
  }, [typed]);
  const rules = mobileRules.loaded();
  return rules ? rules.checkNotificationMobileFormat(mobile, countryId, required) : checkMobileShape(mobile, required);
}

export function useParcelShopChoice(address: ParcelShopAddress): ParcelShopChoice {
  const config = useParcelShopConfig();
  const navigate = useNavigate();
  const cart = useCartRef();
  const session = useSession();
  const countryId = address.countryId || 'FR';
  const [draft] = useState(() => parcelShopDraft.read());
  const [typed, setTyped] = useState<string | null>(draft.postcode ?? null);
  // Follows the delivery address's postcode until the shopper types their own.
  const postcode = typed ?? address.postcode ?? '';
  const [selectedId, setSelectedId] = useState(draft.shopId ?? '');
  const [mobile, setMobile] = useState(draft.mobile ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const [saveError, setSaveError] = useState<string | undefined>();

  const searched = useDebouncedValue(compactPostcode(postcode).toUpperCase(), SEARCH_DELAY_MS);
  const typedEnough = readyToSearch(postcode);
  const postcodeFailure = servicePointPostcodeFailure(postcode);
  const canSearch = Boolean(config.data?.enabled) && readyToSearch(searched) && servicePointPostcodeFailure(searched) === null;
  const search = useQuery({
    queryKey: ['parcel-shops', 'search', countryId, searched],
    queryFn: () => searchParcelShops(searched, countryId, address.street ?? '', address.city ?? ''),
    enabled: canSearch,
    retry: false,
    staleTime: 5 * 60_000,
  });
  const shops = canSearch ? search.data : undefined;
  const selected = shops?.find((s) => s.id === selectedId);
  useEffect(() => {
    // A new search's shops replace the old ones: a choice among the old ones no longer stands.
    if (shops && !shops.some((s) => s.id === selectedId)) setSelectedId('');
  }, [shops, selectedId]);

  const mobileRequired = config.data?.notification_mobile_required ?? true;
  const mobileCheck = useMobileCheck(mobile, countryId, mobileRequired);
  const currentErrors: ParcelShopErrors = {
    postcode: postcodeFailure ?? undefined,
    shop: selected ? undefined : SHOP_REQUIRED,
    mobile: mobileCheck.ok ? undefined : mobileCheck.message,
  };
  const errors: ParcelShopErrors = showErrors
    ? { ...currentErrors, save: saveError }
    : { postcode: typedEnough ? (postcodeFailure ?? undefined) : undefined, save: saveError };

  return {
    enabled: Boolean(config.data?.enabled),
    mobileRequired,
    tilesUrl: config.data?.map_tiles_url ?? '',
    postcode,
    setPostcode: (value) => {
      setTyped(value);
      setSaveError(undefined);
    },
    searching: canSearch && search.isFetching,
    shops,
    searchError: canSearch && search.error ? (search.error instanceof SearchFailure ? search.error.message : String(search.error.message)) : undefined,
    selected,
    select: (id) => {
      setSelectedId(id);
      setSaveError(undefined);
    },
    mobile,
    setMobile,
    errors,
    validate: (methodCode) => {
      if (!isParcelShopMethod(methodCode) || !config.data?.enabled) return true;
      setShowErrors(true);
      return !currentErrors.postcode && !currentErrors.shop && !currentErrors.mobile;
    },
    saveFor: async (methodCode) => {
      // Sent only when the parcel shop carrier is chosen (spec 001 §4).
      if (!isParcelShopMethod(methodCode) || !config.data?.enabled || !selected) return true;
      const outcome = await saveParcelShopChoice({
        pickupId: selected.id,
        postcode: compactPostcode(postcode),
        mobile: mobile.trim(),
        quoteId: cart.isCustomer ? null : cart.scope.startsWith('guest:') ? cart.scope.slice('guest:'.length) : null,
        formKey: session.data?.form_key ?? null,
      });
      if (outcome.ok) {
        parcelShopDraft.write({ postcode: typed ?? undefined, shopId: selected.id, mobile: mobile.trim() });
        return true;
      }
      if (outcome.loginRequired) {
        // Back to checkout once logged in again.
        loginRedirect.set(paths.checkout);
        navigate(paths.login);
        return false;
      }
      setSaveError(outcome.message);
      return false;
    },
  };
}
