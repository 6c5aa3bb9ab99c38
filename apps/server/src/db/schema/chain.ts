/** Tables of migration 0800_chain_exports. */
export interface ChainExportQuotasTable {
  tenant_id: string;
  total: number;
  used: number;
}

export interface ChainTables {
  chain_export_quotas: ChainExportQuotasTable;
}
