import accounts from './0001_accounts';
import shell from './0100_shell';
import pay from './0200_pay';
import loginGuard from './0300_login_guard';
import bigdata from './0400_bigdata';
import search from './0410_search';
import reports from './0420_reports';
import vcard from './0500_vcard';
import files from './0510_files';
import fileNames from './0520_file_names';
import imChat from './0610_im_chat';
import imPeople from './0600_im_people';
import widgetPartners from './0700_widget_partners';
import chainExports from './0800_chain_exports';
import userChains from './0810_user_chains';
import chainGroups from './0820_chain_groups';
import layoutFilters from './0830_layout_filters';
import content from './0900_content';
import publicationModeration from './0905_publication_moderation';
import contentFollows from './0910_content_follows';
import queries from './0920_queries';
import orgListings from './0970_org_listings';
import customerTimeZone from './0990_customer_time_zone';
import leads from './1000_leads';
import customers from './1010_customers';
import leadProducts from './1020_lead_products';
import systemSender from './1030_system_sender';
import companyProfiles from './1040_company_profiles';
import loginQrTickets from './1050_login_qr_tickets';
import invoices from './1060_invoices';
import purchaseContracts from './1070_purchase_contracts';
import sales from './1080_sales';
import orgCentre from './1090_org_centre';
import mediaTracking from './1100_media_tracking';
import socialLogin from './1110_social_login';
import crmSavedViews from './1120_crm_saved_views';
import crmContactCards from './1130_crm_contact_cards';
import companyPatentsChanges from './1140_company_patents_changes';
import companyProfileNodePaths from './1150_company_profile_node_paths';
import association from './1160_association';
import gov from './1170_gov';
import regionFacts from './1180_region_facts';
import attractProjects from './1190_attract_projects';
import associationPosts from './1200_association_posts';
import researchReports from './1260_research_reports';
import payCatalogueEdits from './1270_pay_catalogue_edits';
import patentSearch from './1280_patent_search';
import policies from './1290_policies';
import companyMonitoring from './1300_company_monitoring';
import industryTracking from './1330_industry_tracking';
import metricRegionYears from './1340_metric_region_years';
import customerChanges from './1350_customer_changes';
import widgetPartnerGrace from './1360_widget_partner_grace';
import companyImports from './1370_company_imports';
import industryServicesSpeed from './1380_industry_services_speed';
import patentStats from './1390_patent_stats';
import patentNumberCover from './1400_patent_number_cover';

/**
 * Applied in this list's order (not the ids'), each once. Append new migrations; never edit an
 * applied one.
 */
export const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001_accounts', sql: accounts },
  { id: '0100_shell', sql: shell },
  { id: '0200_pay', sql: pay },
  { id: '0300_login_guard', sql: loginGuard },
  { id: '0400_bigdata', sql: bigdata },
  { id: '0410_search', sql: search },
  { id: '0420_reports', sql: reports },
  { id: '0500_vcard', sql: vcard },
  { id: '0510_files', sql: files },
  { id: '0600_im_people', sql: imPeople },
  { id: '0610_im_chat', sql: imChat },
  { id: '0520_file_names', sql: fileNames },
  { id: '0700_widget_partners', sql: widgetPartners },
  { id: '0800_chain_exports', sql: chainExports },
  { id: '0810_user_chains', sql: userChains },
  { id: '0820_chain_groups', sql: chainGroups },
  { id: '0830_layout_filters', sql: layoutFilters },
  { id: '0900_content', sql: content },
  { id: '0905_publication_moderation', sql: publicationModeration },
  { id: '0910_content_follows', sql: contentFollows },
  { id: '0920_queries', sql: queries },
  { id: '0970_org_listings', sql: orgListings },
  { id: '0990_customer_time_zone', sql: customerTimeZone },
  { id: '1000_leads', sql: leads },
  { id: '1010_customers', sql: customers },
  { id: '1020_lead_products', sql: leadProducts },
  { id: '1030_system_sender', sql: systemSender },
  { id: '1040_company_profiles', sql: companyProfiles },
  { id: '1050_login_qr_tickets', sql: loginQrTickets },
  { id: '1060_invoices', sql: invoices },
  { id: '1070_purchase_contracts', sql: purchaseContracts },
  { id: '1080_sales', sql: sales },
  { id: '1090_org_centre', sql: orgCentre },
  { id: '1100_media_tracking', sql: mediaTracking },
  { id: '1110_social_login', sql: socialLogin },
  { id: '1120_crm_saved_views', sql: crmSavedViews },
  { id: '1130_crm_contact_cards', sql: crmContactCards },
  { id: '1140_company_patents_changes', sql: companyPatentsChanges },
  { id: '1150_company_profile_node_paths', sql: companyProfileNodePaths },
  { id: '1160_association', sql: association },
  { id: '1170_gov', sql: gov },
  { id: '1180_region_facts', sql: regionFacts },
  { id: '1190_attract_projects', sql: attractProjects },
  { id: '1200_association_posts', sql: associationPosts },
  { id: '1260_research_reports', sql: researchReports },
  { id: '1270_pay_catalogue_edits', sql: payCatalogueEdits },
  { id: '1280_patent_search', sql: patentSearch },
  { id: '1290_policies', sql: policies },
  { id: '1300_company_monitoring', sql: companyMonitoring },
  { id: '1330_industry_tracking', sql: industryTracking },
  { id: '1340_metric_region_years', sql: metricRegionYears },
  { id: '1350_customer_changes', sql: customerChanges },
  { id: '1360_widget_partner_grace', sql: widgetPartnerGrace },
  { id: '1370_company_imports', sql: companyImports },
  { id: '1380_industry_services_speed', sql: industryServicesSpeed },
  { id: '1390_patent_stats', sql: patentStats },
  { id: '1400_patent_number_cover', sql: patentNumberCover },
];
