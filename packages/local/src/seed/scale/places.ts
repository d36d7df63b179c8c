/** Cyprus places for addresses: the five districts with real postal codes and streets of their towns. */
export const CITIES = {
  NICOSIA: {
    postalCodes: ['1010', '1016', '1060', '1065', '1075', '1082', '1086', '1095', '2002', '2012', '2064', '2101', '2108', '2231', '2303'],
    streets: ['Makariou III Avenue', 'Archbishop Kyprianou Street', 'Stasikratous Street', 'Ledras Street', 'Athalassas Avenue', 'Grigori Afxentiou Street', 'Kennedy Avenue', 'Strovolos Avenue'],
    centre: [35.1725, 33.365],
  },
  LIMASSOL: {
    postalCodes: ['3011', '3025', '3030', '3036', '3041', '3060', '3076', '3106', '3117', '4001', '4040', '4102', '4152', '4520'],
    streets: ['Anexartisias Street', 'Griva Digeni Avenue', 'Makariou III Avenue', 'Spyrou Kyprianou Avenue', 'Agias Fylaxeos Street', 'Gladstonos Street', 'Omonoias Avenue'],
    centre: [34.6841, 33.0379],
  },
  LARNACA: {
    postalCodes: ['6015', '6020', '6023', '6031', '6037', '6041', '6046', '6056', '7030', '7100', '7560'],
    streets: ['Ermou Street', 'Artemidos Avenue', 'Grigori Afxentiou Avenue', 'Gregoriou Afxentiou Street', 'Athinon Avenue', 'Makariou III Avenue'],
    centre: [34.9229, 33.6233],
  },
  PAPHOS: {
    postalCodes: ['8010', '8020', '8025', '8035', '8046', '8060', '8201', '8221', '8560'],
    streets: ['Apostolou Pavlou Avenue', 'Tombs of the Kings Road', 'Griva Digeni Avenue', 'Makariou III Avenue', 'Poseidonos Avenue'],
    centre: [34.7754, 32.4245],
  },
  FAMAGUSTA: {
    postalCodes: ['5280', '5286', '5290', '5296', '5310', '5330', '5380'],
    streets: ['Nissi Avenue', 'Kryou Nerou Avenue', 'Protara Avenue', 'Archbishop Makarios III Avenue', 'Ayias Napas Avenue'],
    centre: [35.0389, 33.9833],
  },
} as const;
export type City = keyof typeof CITIES;
export const CITY_NAMES = Object.keys(CITIES) as City[];

/** Care organisations: an ancient Cypriot place and a kind of care home or clinic (fictional names). */
export const CLIENT_PLACES = ['Akamas', 'Troodos', 'Salamis', 'Kition', 'Amathus', 'Kourion', 'Aphrodite', 'Lefkara', 'Pafos Bay', 'Kyrenia Gate', 'Olympus', 'Lapithos', 'Tamassos', 'Idalion', 'Soloi', 'Marion', 'Karpasia', 'Alassa', 'Pitsilia', 'Polis'];
export const CLIENT_KINDS = ['Care Home', 'Nursing Home', 'Rehabilitation Centre', 'Clinic', 'Elderly Care Residence', 'Medical Centre', 'Day Care Centre', 'Private Hospital'];
