export const buy = '/buy';
export const mobileBuy = '/m/buy';
