/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Clients($pageSize: Int, $pageNumber: Int, $search: String) {\n    clients(pageSize: $pageSize, pageNumber: $pageNumber, search: $search) {\n      totalCount\n      clients {\n        id\n        globalId\n        name\n        domainType\n        isTestAccount\n      }\n    }\n  }\n": typeof types.ClientsDocument,
    "\n  mutation UpdateAccountPreferences($name: String, $requireMfa: Boolean) {\n    updateAccountPreferences(name: $name, requireMfa: $requireMfa) {\n      id\n    }\n  }\n": typeof types.UpdateAccountPreferencesDocument,
    "\n  query Activity($entityType: ActivityEntityType!, $entityId: ID!, $pageSize: Int) {\n    activity(entityType: $entityType, entityId: $entityId, pageSize: $pageSize) {\n      events {\n        id\n        at\n        actor\n        action\n        summary\n        changes\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": typeof types.ActivityDocument,
    "\n  query DeployInfo {\n    deployInfo {\n      migrationLevel\n      latestMigration\n      migrationsInBuild\n      queued\n      running\n      failed\n      dueNow\n      workers {\n        id\n        hostname\n        pid\n        startedAt\n        heartbeatAt\n      }\n    }\n  }\n": typeof types.DeployInfoDocument,
    "\n  query Workers {\n    workersWithPageMetadata(pageSize: 1000, pageNumber: 0) {\n      workers {\n        id\n        name\n        jobTitle\n        location\n        orgSize\n        managerName\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": typeof types.WorkersDocument,
    "\n  mutation AddWorker($input: WorkerInput!) {\n    addWorker(input: $input) {\n      id\n    }\n  }\n": typeof types.AddWorkerDocument,
    "\n  mutation EditWorker($id: ID!, $input: WorkerInput!) {\n    editWorker(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.EditWorkerDocument,
    "\n  query AuditEvents($entityType: AuditEntityType, $text: String, $pageSize: Int, $pageNumber: Int) {\n    auditEvents(entityType: $entityType, text: $text, pageSize: $pageSize, pageNumber: $pageNumber) {\n      events {\n        id\n        at\n        actor\n        entityType\n        entityId\n        action\n        summary\n        changes\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": typeof types.AuditEventsDocument,
    "\n  query OutboxMessages($pageSize: Int, $pageNumber: Int) {\n    outboxMessages(pageSize: $pageSize, pageNumber: $pageNumber) {\n      totalCount\n      messages {\n        id\n        to\n        subject\n        status\n        createdAt\n        links\n        textBody\n      }\n    }\n  }\n": typeof types.OutboxMessagesDocument,
    "\n  query AppConfig {\n    appConfig {\n      sandbox\n      pardonPage\n      features {\n        vendorPortal\n        userManagement\n        tinMatch\n        w9\n      }\n      season {\n        latestFilingYear\n        defaultFilingYear\n        selectableYears\n        irsDownFrom\n        irsDownUntil\n        printCutoffMayMiss\n        printCutoffWillMiss\n        federalCutoffMayBeLate\n        federalCutoffWillBeLate\n        warningsEnd\n        postmarkDeadline\n        notices\n      }\n    }\n  }\n": typeof types.AppConfigDocument,
    "\n  fragment BillingTransactionFields on BillingTransaction {\n    id\n    transactionTime\n    transactionType\n    transactionAmount\n    runningTotal\n    description\n    paymentPartner\n    paymentSource\n    refundableAmount\n  }\n": typeof types.BillingTransactionFieldsFragmentDoc,
    "\n  query BillingTransactions($pageSize: Int, $pageNumber: Int) {\n    billingTransactions(pageSize: $pageSize, pageNumber: $pageNumber) {\n      items {\n        ...BillingTransactionFields\n      }\n      totalCount\n    }\n    availableCredits\n  }\n": typeof types.BillingTransactionsDocument,
    "\n  query BillingSummary($from: String!, $to: String!) {\n    billingSummary(from: $from, to: $to) {\n      transactionType\n      count\n      totalAmount\n    }\n  }\n": typeof types.BillingSummaryDocument,
    "\n  mutation AddPromoCredits($credits: Int!, $description: String!, $domainId: Int!) {\n    addPromoCredits(credits: $credits, description: $description, domainId: $domainId) {\n      id\n    }\n  }\n": typeof types.AddPromoCreditsDocument,
    "\n  mutation RequestRefund(\n    $id: Int!\n    $requestedAmount: Int!\n    $processingFee: Int!\n    $refundAmount: Int!\n    $reason: String!\n    $idempotentKey: String!\n  ) {\n    requestRefund(\n      id: $id\n      requestedAmount: $requestedAmount\n      processingFee: $processingFee\n      refundAmount: $refundAmount\n      reason: $reason\n      idempotentKey: $idempotentKey\n    ) {\n      id\n    }\n  }\n": typeof types.RequestRefundDocument,
    "\n  query EmailRequests($emailStatus: EmailStatus!, $filingYear: Int!, $limit: Int) {\n    emailRequests(emailStatus: $emailStatus, filingYear: $filingYear, limit: $limit) {\n      filingId\n      formType\n      filingYear\n      domainId\n      filingStatus\n      emailStatus\n      emailStatusDesc\n      emailStatusDate\n      printStatus\n      printCopyTrackingId\n      payerName\n      payerAddress\n      payeeName\n      payeeEmail\n      payeeAddress\n    }\n  }\n": typeof types.EmailRequestsDocument,
    "\n  mutation UpdateEmailRequests($filingIds: [Int!]!, $emailStatus: EmailStatus!) {\n    updateEmailRequests(filingIds: $filingIds, emailStatus: $emailStatus)\n  }\n": typeof types.UpdateEmailRequestsDocument,
    "\n  fragment DocumentDownloadFields on DocumentDownload {\n    id\n    status\n    progress\n    fileName\n    filingCount\n    pages\n    byteSize\n    url\n    error\n  }\n": typeof types.DocumentDownloadFieldsFragmentDoc,
    "\n  mutation CreateDocumentDownload($ids: [Int!]!, $type: PrintCopyType!, $combined: Boolean!) {\n    createDocumentDownload(filingIds: $ids, printCopyType: $type, combined: $combined) {\n      ...DocumentDownloadFields\n    }\n  }\n": typeof types.CreateDocumentDownloadDocument,
    "\n  query DocumentDownload($id: Int!) {\n    documentDownload(id: $id) {\n      ...DocumentDownloadFields\n    }\n  }\n": typeof types.DocumentDownloadDocument,
    "\n  query EfsFilings($filingStatus: [EfsListStatus!]!, $pageSize: Int) {\n    efsFilingsByStatus(filingStatus: $filingStatus, pageSize: $pageSize) {\n      id\n      clientDomainId\n      isTestFiling\n      filingYear\n      filingReturnType\n      isStateFiling\n      reportingStateCode\n      stateFilingMethod\n      payerName1\n      payerTinLast4\n      payeeName1\n      payeeTinLast4\n      status\n      statusChangeDesc\n      statusChangeDate\n    }\n  }\n": typeof types.EfsFilingsDocument,
    "\n  mutation UpdateEfsFilingsStatus($filingIds: [Int!]!, $filingStatus: FilingStatus!, $statusChangeDesc: String) {\n    updateEfsFilingsStatus(filingIds: $filingIds, filingStatus: $filingStatus, statusChangeDesc: $statusChangeDesc)\n  }\n": typeof types.UpdateEfsFilingsStatusDocument,
    "\n  mutation MarkStateFilingsAccepted($filingIds: [Int!]!) {\n    markStateFilingsAccepted(filingIds: $filingIds)\n  }\n": typeof types.MarkStateFilingsAcceptedDocument,
    "\n  mutation UpdateFedSub($filingId: Int!, $selected: Boolean!) {\n    updateFedSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": typeof types.UpdateFedSubDocument,
    "\n  mutation UpdateStateSub($filingId: Int!, $selected: Boolean!, $filingMethod: StateFilingMethod) {\n    updateStateSub(filingId: $filingId, selected: $selected, filingMethod: $filingMethod) {\n      ...FilingFields\n    }\n  }\n": typeof types.UpdateStateSubDocument,
    "\n  mutation UpdatePrintSub($filingId: Int!, $selected: Boolean!) {\n    updatePrintSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": typeof types.UpdatePrintSubDocument,
    "\n  mutation UpdateEmailSub($filingId: Int!, $selected: Boolean!) {\n    updateEmailSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": typeof types.UpdateEmailSubDocument,
    "\n  mutation BulkUpdateFedSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdateFedSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": typeof types.BulkUpdateFedSubDocument,
    "\n  mutation BulkUpdateStateSub($stateSubs: [StateSubInput!]!) {\n    bulkUpdateStateSub(stateSubs: $stateSubs) {\n      ...FilingFields\n    }\n  }\n": typeof types.BulkUpdateStateSubDocument,
    "\n  mutation BulkUpdatePrintSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdatePrintSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": typeof types.BulkUpdatePrintSubDocument,
    "\n  mutation BulkUpdateEmailSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdateEmailSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": typeof types.BulkUpdateEmailSubDocument,
    "\n  mutation UpdateTinMatchByFilingIds($filingIds: [Int!]!, $selected: Boolean!) {\n    updateTINMatchByFilingIds(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": typeof types.UpdateTinMatchByFilingIdsDocument,
    "\n  fragment ProblemFields on Problem {\n    code\n    path\n    message\n  }\n": typeof types.ProblemFieldsFragmentDoc,
    "\n  fragment FilingServiceFields on Filing {\n    fedSub {\n      selected\n      isPaid\n    }\n    stateSub {\n      selected\n      isPaid\n      filingMethod\n      stateCode\n    }\n    printSub {\n      selected\n      isPaid\n    }\n    emailSub {\n      selected\n      isPaid\n    }\n    tinMatchSub {\n      selected\n      isPaid\n    }\n  }\n": typeof types.FilingServiceFieldsFragmentDoc,
    "\n  fragment FilingFields on Filing {\n    id\n    payeeId\n    filingYear\n    filingType\n    filingData\n    totalCents\n    correctionType\n    originalFilingId\n    status\n    statusChangeDesc\n    statusChangeDate\n    stateFilingStatus\n    printStatus\n    printStatusDesc\n    printStatusDate\n    printCopyExpectedDeliveryDate\n    emailStatus\n    emailStatusDesc\n    emailStatusDate\n    ...FilingServiceFields\n    stateFiling {\n      stateCode\n      isFilingSupported\n      isFilingRequired\n      isStateOnly\n      supportedMethods\n    }\n    errors {\n      ...ProblemFields\n    }\n    warnings {\n      ...ProblemFields\n    }\n    payee {\n      id\n      displayName\n      tinType\n      tin\n      tinMatchStatus\n      emailAddress\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": typeof types.FilingFieldsFragmentDoc,
    "\n  query Filings($pageSize: Int, $pageNumber: Int, $filingStatuses: [FilingStatus!], $filingYears: [Int!]) {\n    filingsWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      filingStatuses: $filingStatuses\n      filingYears: $filingYears\n    ) {\n      filings {\n        ...FilingFields\n      }\n      pageMetadata {\n        hasPreviousPage\n        hasNextPage\n        currentPage\n        totalPages\n        totalCount\n      }\n      totals {\n        count\n        totalCents\n        boxTotalsCents\n      }\n    }\n  }\n": typeof types.FilingsDocument,
    "\n  query FilingCounts($filingYear: Int!) {\n    filingCounts(filingYear: $filingYear) {\n      draft\n      processing\n      accepted\n      dashboardProcessing\n    }\n  }\n": typeof types.FilingCountsDocument,
    "\n  query Filing($id: Int!) {\n    filing(id: $id) {\n      ...FilingFields\n    }\n  }\n": typeof types.FilingDocument,
    "\n  mutation AddEditFiling($filing: FilingInput!) {\n    addEditFiling(filing: $filing) {\n      ...FilingFields\n    }\n  }\n": typeof types.AddEditFilingDocument,
    "\n  mutation DeleteFiling($id: Int!) {\n    deleteFiling(id: $id)\n  }\n": typeof types.DeleteFilingDocument,
    "\n  mutation DeleteFilings($filingIds: [Int!]!) {\n    deleteFilings(filingIds: $filingIds)\n  }\n": typeof types.DeleteFilingsDocument,
    "\n  mutation MoveToDraft($filingIds: [Int!]!) {\n    moveFilingsToDraft(filingIds: $filingIds)\n  }\n": typeof types.MoveToDraftDocument,
    "\n  mutation CreateCorrection($filingId: Int!, $kind: CorrectionKind!) {\n    createCorrection(filingId: $filingId, kind: $kind) {\n      ...FilingFields\n    }\n  }\n": typeof types.CreateCorrectionDocument,
    "\n  fragment ImportRunFields on ImportRun {\n    id\n    filingYear\n    status\n    progress\n    resuming\n    recordCount\n    readyCount\n    question {\n      kind\n      title\n      message\n      actions\n      comparison {\n        label\n        existing\n        file\n      }\n    }\n    summary {\n      formType\n      label\n      forms\n      totalCents\n      notImported\n    }\n    problems {\n      sheet\n      row\n      column\n      message\n    }\n    skipped {\n      sheet\n      row\n      column\n      message\n    }\n  }\n": typeof types.ImportRunFieldsFragmentDoc,
    "\n  query ImportRun($id: Int!) {\n    importRun(id: $id) {\n      ...ImportRunFields\n    }\n  }\n": typeof types.ImportRunDocument,
    "\n  query ImportReviewRows($runId: Int!, $pageSize: Int, $pageNumber: Int) {\n    importReviewRows(runId: $runId, pageSize: $pageSize, pageNumber: $pageNumber) {\n      rows {\n        id\n        kind\n        sheet\n        row\n        displayName\n        tin\n        status\n        message\n        emailAddress\n        phoneNumber\n        address {\n          ...AddressFields\n        }\n        filings {\n          id\n          formType\n          sheet\n          row\n          totalCents\n          status\n          message\n          filingData\n        }\n      }\n      pageMetadata {\n        totalCount\n        currentPage\n        totalPages\n      }\n    }\n  }\n": typeof types.ImportReviewRowsDocument,
    "\n  mutation StartImport($runId: Int!) {\n    startImport(runId: $runId) {\n      ...ImportRunFields\n    }\n  }\n": typeof types.StartImportDocument,
    "\n  mutation CancelImport($runId: Int!) {\n    cancelImport(runId: $runId) {\n      ...ImportRunFields\n    }\n  }\n": typeof types.CancelImportDocument,
    "\n  mutation AnswerImportQuestion($runId: Int!, $answer: String!, $applyToAll: Boolean) {\n    answerImportQuestion(runId: $runId, answer: $answer, applyToAll: $applyToAll) {\n      ...ImportRunFields\n    }\n  }\n": typeof types.AnswerImportQuestionDocument,
    "\n  query PartnerLastSync($partner: Partner!) {\n    accountingIntegration(partner: $partner) {\n      id\n      partner\n      accountsLastSyncDate\n      vendorsLastSyncDate\n      transactionsLastSyncDate\n    }\n  }\n": typeof types.PartnerLastSyncDocument,
    "\n  query ChartOfAccounts($id: Int!, $refresh: Boolean) {\n    chartOfAccounts(id: $id, refresh: $refresh) {\n      integrationId\n      lastSyncTime\n      accounts {\n        accountId\n        accountName\n        accountFullName\n        accountType\n        accountSubType\n        isActive\n        isSubAccount\n      }\n      boxMappings {\n        boxName\n        accountIds\n      }\n      suggestedBoxMappings {\n        boxName\n        accountIds\n      }\n    }\n  }\n": typeof types.ChartOfAccountsDocument,
    "\n  mutation UpdateBoxMappings($partner: Partner!, $boxMappings: [BoxMappingInput!]!) {\n    updateBoxMappings(partner: $partner, boxMappings: $boxMappings) {\n      boxName\n      accountIds\n    }\n  }\n": typeof types.UpdateBoxMappingsDocument,
    "\n  query ImportSummary($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {\n    importSummary(\n      integrationId: $integrationId\n      filingYear: $filingYear\n      include1099VendorsOnly: $include1099VendorsOnly\n    ) {\n      lastSyncTime\n      emptyMessage\n      companyName\n      vendorCount\n      vendors {\n        vendorId\n        name\n        is1099Vendor\n        allCents\n        includedCents\n        excludedCents\n        unknownCents\n        boxes {\n          boxName\n          amountCents\n        }\n        forms {\n          formType\n          amountCents\n          skipReason\n        }\n        lineCount\n        lines {\n          transactionId\n          paidOn\n          accountId\n          amountCents\n          category\n          boxName\n          reason\n        }\n      }\n    }\n  }\n": typeof types.ImportSummaryDocument,
    "\n  mutation CreatePartnerImport($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {\n    createPartnerImport(\n      integrationId: $integrationId\n      filingYear: $filingYear\n      include1099VendorsOnly: $include1099VendorsOnly\n    ) {\n      ...ImportRunFields\n    }\n  }\n": typeof types.CreatePartnerImportDocument,
    "\n  query AccountingIntegrationPartners {\n    accountingIntegrationPartner {\n      partner\n      productName\n      path\n      connectPath\n      available\n      configured\n      settingNames\n    }\n  }\n": typeof types.AccountingIntegrationPartnersDocument,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      status\n      progress\n      result\n      error\n      attempts\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.JobDocument,
    "\n  fragment AddressFields on Address {\n    line1\n    line2\n    city\n    state\n    country\n    postalCode\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  fragment PayeeFields on Payee {\n    id\n    entityType\n    businessName\n    firstName\n    middleName\n    lastName\n    dba\n    displayName\n    tinType\n    tin\n    tinMatchStatus\n    tinMatchResult\n    emailAddress\n    phoneNumber\n    phoneExt\n    address {\n      ...AddressFields\n    }\n    is1099Vendor\n    vendorId\n    partner\n    importStatus\n    w9Request {\n      ...W9RequestFields\n    }\n    tinMatchRequest {\n      ...TinMatchRequestFields\n    }\n  }\n": typeof types.PayeeFieldsFragmentDoc,
    "\n  query Payees($pageSize: Int, $pageNumber: Int, $search: String, $tinMatchStatus: String) {\n    payeesWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      search: $search\n      tinMatchStatus: $tinMatchStatus\n    ) {\n      payees {\n        ...PayeeFields\n      }\n      pageMetadata {\n        hasPreviousPage\n        hasNextPage\n        currentPage\n        totalPages\n        totalCount\n      }\n    }\n  }\n": typeof types.PayeesDocument,
    "\n  query PayeeCount {\n    payeeCount\n  }\n": typeof types.PayeeCountDocument,
    "\n  query PayeeByTin($tin: String!, $excludeId: Int) {\n    payeeByTin(tin: $tin, excludeId: $excludeId) {\n      ...PayeeFields\n    }\n  }\n": typeof types.PayeeByTinDocument,
    "\n  mutation AddEditPayee($payee: PayeeInput!) {\n    addEditPayee(payee: $payee) {\n      ...PayeeFields\n    }\n  }\n": typeof types.AddEditPayeeDocument,
    "\n  mutation AddEditPayeeLight($id: Int, $displayName: String!, $emailAddress: String) {\n    addEditPayeeLight(id: $id, displayName: $displayName, emailAddress: $emailAddress) {\n      ...PayeeFields\n    }\n  }\n": typeof types.AddEditPayeeLightDocument,
    "\n  mutation DeletePayee($id: Int!) {\n    deletePayee(id: $id)\n  }\n": typeof types.DeletePayeeDocument,
    "\n  mutation DeletePayees($ids: [Int!]!) {\n    deletePayees(ids: $ids)\n  }\n": typeof types.DeletePayeesDocument,
    "\n  mutation IgnoreTin($payeeId: Int!) {\n    ignoreTINValidation(payeeId: $payeeId)\n  }\n": typeof types.IgnoreTinDocument,
    "\n  fragment PayerFields on Payer {\n    id\n    domainId\n    domainType\n    payerType\n    businessName\n    dba\n    firstName\n    middleName\n    lastName\n    address {\n      ...AddressFields\n    }\n    emailAddress\n    phoneNumber\n    phoneExt\n    tinType\n    tin\n    customAttributes {\n      key\n      value\n    }\n  }\n": typeof types.PayerFieldsFragmentDoc,
    "\n  query Payer {\n    payer {\n      ...PayerFields\n    }\n  }\n": typeof types.PayerDocument,
    "\n  mutation UpdatePayer(\n    $id: Int\n    $payerType: PayerType!\n    $businessName: String\n    $dba: String\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $tinType: TinType!\n    $tin: String\n    $emailAddress: String\n    $phoneNumber: String\n    $phoneExt: String\n    $address: AddressInput\n    $customAttributes: [CustomAttributeInput!]\n  ) {\n    updatePayer(\n      id: $id\n      payerType: $payerType\n      businessName: $businessName\n      dba: $dba\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      tinType: $tinType\n      tin: $tin\n      emailAddress: $emailAddress\n      phoneNumber: $phoneNumber\n      phoneExt: $phoneExt\n      address: $address\n      customAttributes: $customAttributes\n    ) {\n      ...PayerFields\n    }\n  }\n": typeof types.UpdatePayerDocument,
    "\n  mutation ValidatePayer($payerId: Int!, $filingYear: Int!) {\n    validatePayer(payerId: $payerId, filingYear: $filingYear) {\n      errors {\n        ...ProblemFields\n      }\n      warnings {\n        ...ProblemFields\n      }\n    }\n  }\n": typeof types.ValidatePayerDocument,
    "\n  query PaymentProviders {\n    paymentProviders {\n      partner\n      applicationId\n      locationId\n      scriptSrc\n      clientId\n      sdkBaseUrl\n    }\n  }\n": typeof types.PaymentProvidersDocument,
    "\n  query AvailableCredits {\n    availableCredits\n  }\n": typeof types.AvailableCreditsDocument,
    "\n  mutation ChargeWithNonce(\n    $amount: Int!\n    $chargeDesc: String!\n    $paymentPartner: PaymentPartner!\n    $paymentSource: PaymentSource!\n    $nonce: String\n    $buyerId: String\n    $idempotencyKey: String!\n    $orderId: String\n  ) {\n    chargeWithNonce(\n      amount: $amount\n      chargeDesc: $chargeDesc\n      paymentPartner: $paymentPartner\n      paymentSource: $paymentSource\n      nonce: $nonce\n      buyerId: $buyerId\n      idempotencyKey: $idempotencyKey\n      orderId: $orderId\n    ) {\n      id\n      transactionAmount\n      runningTotal\n    }\n  }\n": typeof types.ChargeWithNonceDocument,
    "\n  mutation CreatePaymentOrder($amount: Int!, $chargeDesc: String!, $requestId: String!) {\n    createPaymentOrder(amount: $amount, chargeDesc: $chargeDesc, requestId: $requestId)\n  }\n": typeof types.CreatePaymentOrderDocument,
    "\n  mutation StartEmailConsent($relationId: Int!) {\n    startEmailConsent(relationId: $relationId) {\n      payerName\n      emailAddress\n      disclosureVersion\n      disclosures {\n        title\n        text\n      }\n    }\n  }\n": typeof types.StartEmailConsentDocument,
    "\n  mutation GiveEmailConsent($relationId: Int!, $code: String!) {\n    giveEmailConsent(relationId: $relationId, code: $code) {\n      relationId\n      emailConsent\n    }\n  }\n": typeof types.GiveEmailConsentDocument,
    "\n  mutation WithdrawEmailConsent($relationId: Int!) {\n    withdrawEmailConsent(relationId: $relationId) {\n      relationId\n      emailConsent\n    }\n  }\n": typeof types.WithdrawEmailConsentDocument,
    "\n  fragment DomainRelationStatusFields on DomainRelationStatus {\n    id\n    relationId\n    invitationId\n    sourceSubEntityId\n    relationType\n    relationStatus\n    invitedEmail\n  }\n": typeof types.DomainRelationStatusFieldsFragmentDoc,
    "\n  query DomainRelationStatuses($subEntityIds: [Int!]!) {\n    domainRelationStatusByTypeAndEntities(subEntityIds: $subEntityIds, relationType: Vendor) {\n      ...DomainRelationStatusFields\n    }\n  }\n": typeof types.DomainRelationStatusesDocument,
    "\n  mutation InviteDomain($subEntityId: Int!) {\n    inviteDomain(subEntityId: $subEntityId, relationType: Vendor) {\n      ...DomainRelationStatusFields\n    }\n  }\n": typeof types.InviteDomainDocument,
    "\n  mutation ResendDomainInvitation($id: Int!) {\n    resendDomainInvitation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n": typeof types.ResendDomainInvitationDocument,
    "\n  mutation DeleteDomainInvitation($id: Int!) {\n    deleteDomainInvitation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n": typeof types.DeleteDomainInvitationDocument,
    "\n  mutation DeleteD2DRelation($id: Int!) {\n    deleteD2DRelation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n": typeof types.DeleteD2DRelationDocument,
    "\n  query FilingsIssued {\n    filingsIssued {\n      id\n      payerName\n      payeeName\n      tin\n      filingType\n      filingTypeDisplay\n      filingYear\n      correctionType\n      status\n      formData\n    }\n  }\n": typeof types.FilingsIssuedDocument,
    "\n  query ContractorPayers {\n    contractorPayers {\n      relationId\n      payerName\n      payeeName\n      entityType\n      tinType\n      tin\n      emailAddress\n      address {\n        line1\n        line2\n        city\n        state\n        country\n        postalCode\n      }\n      w9Status\n      w9FilledAt\n      emailConsent\n      emailConsentAt\n    }\n  }\n": typeof types.ContractorPayersDocument,
    "\n  mutation SendUpdatedW9($relationId: Int!, $w9: JSON!, $signature: String!) {\n    sendUpdatedW9(relationId: $relationId, w9: $w9, signature: $signature) {\n      relationId\n      w9Status\n    }\n  }\n": typeof types.SendUpdatedW9Document,
    "\n  query PrintRequests($printStatus: PrintStatus!, $filingYear: Int!, $limit: Int) {\n    printRequests(printStatus: $printStatus, filingYear: $filingYear, limit: $limit) {\n      filingId\n      formType\n      filingYear\n      domainId\n      filingStatus\n      printStatus\n      printStatusDesc\n      printStatusDate\n      printCopyExpectedDeliveryDate\n      emailStatus\n      printCopyTrackingId\n      payerName\n      payerAddress\n      payeeName\n      payeeAddress\n    }\n  }\n": typeof types.PrintRequestsDocument,
    "\n  mutation UpdatePrintRequests($filingIds: [Int!]!, $printStatus: PrintStatus!) {\n    updatePrintRequests(filingIds: $filingIds, printStatus: $printStatus) {\n      updated\n      errored\n    }\n  }\n": typeof types.UpdatePrintRequestsDocument,
    "\n  query FilingSummary($type: FormType!, $year: Int!) {\n    filingSummary(filingType: $type, filingYear: $year) {\n      rows {\n        payeeId\n        payeeName\n        tin\n        filings\n        hasCorrections\n        totalCents\n        federalTaxWithheldCents\n      }\n      totals {\n        payees\n        forms\n        totalCents\n        federalTaxWithheldCents\n      }\n      truncated\n    }\n  }\n": typeof types.FilingSummaryDocument,
    "\n  query SelfEFileFilings($filingYear: Int!, $pageSize: Int, $pageNumber: Int) {\n    selfEFileCount(filingYear: $filingYear)\n    selfEFileStates(filingYear: $filingYear)\n    selfEFileFilingsWithPageMetadata(filingYear: $filingYear, pageSize: $pageSize, pageNumber: $pageNumber) {\n      filings {\n        id\n        filingType\n        status\n        stateFilingStatus\n        stateFilingStatusDesc\n        payee {\n          displayName\n        }\n        stateSub {\n          stateCode\n          filingMethod\n        }\n      }\n      pageMetadata {\n        totalCount\n        currentPage\n        totalPages\n      }\n    }\n  }\n": typeof types.SelfEFileFilingsDocument,
    "\n  mutation DownloadSelfEFileTransmissions($filingYear: Int!, $westVirginiaQuarterlyTaxDue: [Int!]) {\n    downloadSelfEFileTransmissions(filingYear: $filingYear, westVirginiaQuarterlyTaxDue: $westVirginiaQuarterlyTaxDue) {\n      fileName\n      content\n      files\n      filingCount\n      passwordHint\n    }\n  }\n": typeof types.DownloadSelfEFileTransmissionsDocument,
    "\n  fragment SubmitDraftFields on Filing {\n    id\n    filingType\n    filingYear\n    totalCents\n    status\n    errors {\n      ...ProblemFields\n    }\n    warnings {\n      ...ProblemFields\n    }\n    ...FilingServiceFields\n    payee {\n      id\n      displayName\n    }\n  }\n": typeof types.SubmitDraftFieldsFragmentDoc,
    "\n  query SubmitDrafts($pageSize: Int, $pageNumber: Int, $filingYears: [Int!]) {\n    filingsWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      filingStatuses: [Draft]\n      filingYears: $filingYears\n    ) {\n      filings {\n        ...SubmitDraftFields\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": typeof types.SubmitDraftsDocument,
    "\n  query OrderFilings($filingIds: [Int!]!) {\n    filingsByIds(filingIds: $filingIds) {\n      ...FilingFields\n    }\n  }\n": typeof types.OrderFilingsDocument,
    "\n  query SubmissionInvoice($filingIds: [Int!]!) {\n    submissionInvoice(filingIds: $filingIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n": typeof types.SubmissionInvoiceDocument,
    "\n  fragment InvoiceFields on Invoice {\n    totalAmount\n    serviceItems {\n      service\n      description\n      quantity\n      alreadyPaid\n      preQty\n      totalAmount\n      lineItems {\n        service\n        description\n        quantity\n        itemPrice\n        lineAmount\n      }\n    }\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  mutation ValidateFilings($filingIds: [Int!]!, $ignoreWarnings: Boolean!) {\n    validateFilings(filingIds: $filingIds, ignoreWarnings: $ignoreWarnings) {\n      id\n      errors {\n        ...ProblemFields\n      }\n      warnings {\n        ...ProblemFields\n      }\n    }\n  }\n": typeof types.ValidateFilingsDocument,
    "\n  mutation SubmitFilings($filingIds: [Int!]!, $expectedTotal: Int!) {\n    submitFilings(filingIds: $filingIds, expectedTotal: $expectedTotal) {\n      submittedFilingIds\n      alreadySubmittedFilingIds\n      availableCredits\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.SubmitFilingsDocument,
    "\n  query Team {\n    team {\n      members {\n        userId\n        email\n        firstName\n        lastName\n        role\n      }\n      invitations {\n        id\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n": typeof types.TeamDocument,
    "\n  mutation InviteUser($email: String!, $role: MemberRole!) {\n    inviteUser(email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation ResendInvitation($id: Int!) {\n    resendInvitation(id: $id) {\n      id\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: Int!) {\n    revokeInvitation(id: $id)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation RemoveTeamMember($userId: Int!) {\n    removeTeamMember(userId: $userId)\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  fragment TinMatchRequestFields on TinMatchRequest {\n    id\n    payeeId\n    status\n    selected\n    isPaid\n    tinMatchResult\n    requestedAt\n  }\n": typeof types.TinMatchRequestFieldsFragmentDoc,
    "\n  query TinMatchInvoice($payeeIds: [Int!]!) {\n    tinMatchInvoice(payeeIds: $payeeIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n": typeof types.TinMatchInvoiceDocument,
    "\n  mutation CreateTinMatches($payeeIds: [Int!]!) {\n    createTINMatches(payeeIds: $payeeIds) {\n      ...TinMatchRequestFields\n    }\n  }\n": typeof types.CreateTinMatchesDocument,
    "\n  mutation RequestTinMatches($payeeIds: [Int!]!, $expectedTotal: Int) {\n    requestTINMatches(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {\n      requests {\n        ...TinMatchRequestFields\n      }\n      availableCredits\n    }\n  }\n": typeof types.RequestTinMatchesDocument,
    "\n  mutation CancelTinMatches($payeeIds: [Int!]!) {\n    cancelTINMatches(payeeIds: $payeeIds) {\n      id\n    }\n  }\n": typeof types.CancelTinMatchesDocument,
    "\n  query TnnTransmissions($statuses: [TransmissionStatus!]!, $taxYear: Int) {\n    tnnTransmissionRecordsByStatusIn(statuses: $statuses) {\n      id\n      formatType\n      fileName\n      taxYear\n      isTest\n      ackNumber\n      recipientCount\n      issuerCount\n      transmissionStatus\n      agencyStatus\n      isRejected\n      statusChangeDate\n      a2a { environment stage failure }\n    }\n    filingsToBeProcessed(taxYear: $taxYear)\n  }\n": typeof types.TnnTransmissionsDocument,
    "\n  query TnnTransmissionRecord($id: Int!) {\n    tnnTransmissionRecord(id: $id) {\n      id\n      filingRecords {\n        recordId\n        filingId\n        payeeName\n        filingType\n        filingStatus\n        result\n      }\n    }\n  }\n": typeof types.TnnTransmissionRecordDocument,
    "\n  query TinTransmissions($statuses: [TransmissionStatus!]!) {\n    tinTransmissionRecordsByStatusIn(statuses: $statuses) {\n      id\n      fileName\n      isTest\n      ackNumber\n      numberOfRequests\n      transmissionStatus\n      isRejected\n      statusChangeDate\n    }\n    requestsToBeProcessed\n  }\n": typeof types.TinTransmissionsDocument,
    "\n  mutation CreateTnnTransmissions($format: TransmissionFormat, $taxYear: Int) {\n    createTNNTransmissionRecords(format: $format, taxYear: $taxYear) {\n      filingCount\n      transmissions { id }\n      rejected { filingId reason }\n    }\n  }\n": typeof types.CreateTnnTransmissionsDocument,
    "\n  query FireFilingWindow {\n    fireFilingWindow { lastFilingDate open taxYears }\n  }\n": typeof types.FireFilingWindowDocument,
    "\n  mutation CreateTinTransmissions {\n    createTINTransmissionRecords { id }\n  }\n": typeof types.CreateTinTransmissionsDocument,
    "\n  mutation UpdateTnnTransmission(\n    $transmissionId: Int!\n    $transmissionStatus: TransmissionStatus!\n    $ackNumber: String\n    $filingResponses: [FilingResponseInput!]\n    $isRejected: Boolean\n  ) {\n    updateTNNTransmissionRecord(\n      transmissionId: $transmissionId\n      transmissionStatus: $transmissionStatus\n      ackNumber: $ackNumber\n      filingResponses: $filingResponses\n      isRejected: $isRejected\n    ) { id transmissionStatus ackNumber isRejected }\n  }\n": typeof types.UpdateTnnTransmissionDocument,
    "\n  mutation UpdateTinTransmission(\n    $transmissionId: Int!\n    $transmissionStatus: TransmissionStatus!\n    $ackNumber: String\n    $isRejected: Boolean\n  ) {\n    updateTINTransmissionRecord(\n      transmissionId: $transmissionId\n      transmissionStatus: $transmissionStatus\n      ackNumber: $ackNumber\n      isRejected: $isRejected\n    ) { id transmissionStatus ackNumber isRejected }\n  }\n": typeof types.UpdateTinTransmissionDocument,
    "\n  mutation DeleteTnnTransmission($id: Int!) { deleteTNNTransmissionRecord(id: $id) }\n": typeof types.DeleteTnnTransmissionDocument,
    "\n  mutation DeleteTinTransmission($id: Int!) { deleteTINTransmissionRecord(id: $id) }\n": typeof types.DeleteTinTransmissionDocument,
    "\n  fragment W9RequestFields on W9Request {\n    id\n    payeeId\n    w9RequestStatus\n    payerName\n    payeeEmail\n    names\n    tin\n    tinType\n    fileName\n    isPaid\n    requestedAt\n    remindedAt\n    filledAt\n    signedAt\n  }\n": typeof types.W9RequestFieldsFragmentDoc,
    "\n  query W9Invoice($payeeIds: [Int!]!) {\n    w9Invoice(payeeIds: $payeeIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n": typeof types.W9InvoiceDocument,
    "\n  mutation CreateW9s($payeeIds: [Int!]!) {\n    createW9s(payeeIds: $payeeIds) {\n      ...W9RequestFields\n    }\n  }\n": typeof types.CreateW9sDocument,
    "\n  mutation RequestW9s($payeeIds: [Int!]!, $expectedTotal: Int) {\n    requestW9s(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {\n      requests {\n        ...W9RequestFields\n      }\n      availableCredits\n    }\n  }\n": typeof types.RequestW9sDocument,
    "\n  mutation CancelW9Requests($payeeIds: [Int!]!) {\n    cancelW9Requests(payeeIds: $payeeIds) {\n      id\n    }\n  }\n": typeof types.CancelW9RequestsDocument,
    "\n  mutation RemindW9Requests($payeeIds: [Int!]!) {\n    remindW9Requests(payeeIds: $payeeIds) {\n      id\n    }\n  }\n": typeof types.RemindW9RequestsDocument,
    "\n  query W9Differences($payeeId: Int!) {\n    w9Differences(payeeId: $payeeId) {\n      field\n      label\n      current\n      w9\n    }\n  }\n": typeof types.W9DifferencesDocument,
    "\n  mutation ApplyW9Info($payeeId: Int!) {\n    applyW9Info(payeeId: $payeeId) {\n      id\n    }\n  }\n": typeof types.ApplyW9InfoDocument,
};
const documents: Documents = {
    "\n  query Clients($pageSize: Int, $pageNumber: Int, $search: String) {\n    clients(pageSize: $pageSize, pageNumber: $pageNumber, search: $search) {\n      totalCount\n      clients {\n        id\n        globalId\n        name\n        domainType\n        isTestAccount\n      }\n    }\n  }\n": types.ClientsDocument,
    "\n  mutation UpdateAccountPreferences($name: String, $requireMfa: Boolean) {\n    updateAccountPreferences(name: $name, requireMfa: $requireMfa) {\n      id\n    }\n  }\n": types.UpdateAccountPreferencesDocument,
    "\n  query Activity($entityType: ActivityEntityType!, $entityId: ID!, $pageSize: Int) {\n    activity(entityType: $entityType, entityId: $entityId, pageSize: $pageSize) {\n      events {\n        id\n        at\n        actor\n        action\n        summary\n        changes\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": types.ActivityDocument,
    "\n  query DeployInfo {\n    deployInfo {\n      migrationLevel\n      latestMigration\n      migrationsInBuild\n      queued\n      running\n      failed\n      dueNow\n      workers {\n        id\n        hostname\n        pid\n        startedAt\n        heartbeatAt\n      }\n    }\n  }\n": types.DeployInfoDocument,
    "\n  query Workers {\n    workersWithPageMetadata(pageSize: 1000, pageNumber: 0) {\n      workers {\n        id\n        name\n        jobTitle\n        location\n        orgSize\n        managerName\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": types.WorkersDocument,
    "\n  mutation AddWorker($input: WorkerInput!) {\n    addWorker(input: $input) {\n      id\n    }\n  }\n": types.AddWorkerDocument,
    "\n  mutation EditWorker($id: ID!, $input: WorkerInput!) {\n    editWorker(id: $id, input: $input) {\n      id\n    }\n  }\n": types.EditWorkerDocument,
    "\n  query AuditEvents($entityType: AuditEntityType, $text: String, $pageSize: Int, $pageNumber: Int) {\n    auditEvents(entityType: $entityType, text: $text, pageSize: $pageSize, pageNumber: $pageNumber) {\n      events {\n        id\n        at\n        actor\n        entityType\n        entityId\n        action\n        summary\n        changes\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": types.AuditEventsDocument,
    "\n  query OutboxMessages($pageSize: Int, $pageNumber: Int) {\n    outboxMessages(pageSize: $pageSize, pageNumber: $pageNumber) {\n      totalCount\n      messages {\n        id\n        to\n        subject\n        status\n        createdAt\n        links\n        textBody\n      }\n    }\n  }\n": types.OutboxMessagesDocument,
    "\n  query AppConfig {\n    appConfig {\n      sandbox\n      pardonPage\n      features {\n        vendorPortal\n        userManagement\n        tinMatch\n        w9\n      }\n      season {\n        latestFilingYear\n        defaultFilingYear\n        selectableYears\n        irsDownFrom\n        irsDownUntil\n        printCutoffMayMiss\n        printCutoffWillMiss\n        federalCutoffMayBeLate\n        federalCutoffWillBeLate\n        warningsEnd\n        postmarkDeadline\n        notices\n      }\n    }\n  }\n": types.AppConfigDocument,
    "\n  fragment BillingTransactionFields on BillingTransaction {\n    id\n    transactionTime\n    transactionType\n    transactionAmount\n    runningTotal\n    description\n    paymentPartner\n    paymentSource\n    refundableAmount\n  }\n": types.BillingTransactionFieldsFragmentDoc,
    "\n  query BillingTransactions($pageSize: Int, $pageNumber: Int) {\n    billingTransactions(pageSize: $pageSize, pageNumber: $pageNumber) {\n      items {\n        ...BillingTransactionFields\n      }\n      totalCount\n    }\n    availableCredits\n  }\n": types.BillingTransactionsDocument,
    "\n  query BillingSummary($from: String!, $to: String!) {\n    billingSummary(from: $from, to: $to) {\n      transactionType\n      count\n      totalAmount\n    }\n  }\n": types.BillingSummaryDocument,
    "\n  mutation AddPromoCredits($credits: Int!, $description: String!, $domainId: Int!) {\n    addPromoCredits(credits: $credits, description: $description, domainId: $domainId) {\n      id\n    }\n  }\n": types.AddPromoCreditsDocument,
    "\n  mutation RequestRefund(\n    $id: Int!\n    $requestedAmount: Int!\n    $processingFee: Int!\n    $refundAmount: Int!\n    $reason: String!\n    $idempotentKey: String!\n  ) {\n    requestRefund(\n      id: $id\n      requestedAmount: $requestedAmount\n      processingFee: $processingFee\n      refundAmount: $refundAmount\n      reason: $reason\n      idempotentKey: $idempotentKey\n    ) {\n      id\n    }\n  }\n": types.RequestRefundDocument,
    "\n  query EmailRequests($emailStatus: EmailStatus!, $filingYear: Int!, $limit: Int) {\n    emailRequests(emailStatus: $emailStatus, filingYear: $filingYear, limit: $limit) {\n      filingId\n      formType\n      filingYear\n      domainId\n      filingStatus\n      emailStatus\n      emailStatusDesc\n      emailStatusDate\n      printStatus\n      printCopyTrackingId\n      payerName\n      payerAddress\n      payeeName\n      payeeEmail\n      payeeAddress\n    }\n  }\n": types.EmailRequestsDocument,
    "\n  mutation UpdateEmailRequests($filingIds: [Int!]!, $emailStatus: EmailStatus!) {\n    updateEmailRequests(filingIds: $filingIds, emailStatus: $emailStatus)\n  }\n": types.UpdateEmailRequestsDocument,
    "\n  fragment DocumentDownloadFields on DocumentDownload {\n    id\n    status\n    progress\n    fileName\n    filingCount\n    pages\n    byteSize\n    url\n    error\n  }\n": types.DocumentDownloadFieldsFragmentDoc,
    "\n  mutation CreateDocumentDownload($ids: [Int!]!, $type: PrintCopyType!, $combined: Boolean!) {\n    createDocumentDownload(filingIds: $ids, printCopyType: $type, combined: $combined) {\n      ...DocumentDownloadFields\n    }\n  }\n": types.CreateDocumentDownloadDocument,
    "\n  query DocumentDownload($id: Int!) {\n    documentDownload(id: $id) {\n      ...DocumentDownloadFields\n    }\n  }\n": types.DocumentDownloadDocument,
    "\n  query EfsFilings($filingStatus: [EfsListStatus!]!, $pageSize: Int) {\n    efsFilingsByStatus(filingStatus: $filingStatus, pageSize: $pageSize) {\n      id\n      clientDomainId\n      isTestFiling\n      filingYear\n      filingReturnType\n      isStateFiling\n      reportingStateCode\n      stateFilingMethod\n      payerName1\n      payerTinLast4\n      payeeName1\n      payeeTinLast4\n      status\n      statusChangeDesc\n      statusChangeDate\n    }\n  }\n": types.EfsFilingsDocument,
    "\n  mutation UpdateEfsFilingsStatus($filingIds: [Int!]!, $filingStatus: FilingStatus!, $statusChangeDesc: String) {\n    updateEfsFilingsStatus(filingIds: $filingIds, filingStatus: $filingStatus, statusChangeDesc: $statusChangeDesc)\n  }\n": types.UpdateEfsFilingsStatusDocument,
    "\n  mutation MarkStateFilingsAccepted($filingIds: [Int!]!) {\n    markStateFilingsAccepted(filingIds: $filingIds)\n  }\n": types.MarkStateFilingsAcceptedDocument,
    "\n  mutation UpdateFedSub($filingId: Int!, $selected: Boolean!) {\n    updateFedSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": types.UpdateFedSubDocument,
    "\n  mutation UpdateStateSub($filingId: Int!, $selected: Boolean!, $filingMethod: StateFilingMethod) {\n    updateStateSub(filingId: $filingId, selected: $selected, filingMethod: $filingMethod) {\n      ...FilingFields\n    }\n  }\n": types.UpdateStateSubDocument,
    "\n  mutation UpdatePrintSub($filingId: Int!, $selected: Boolean!) {\n    updatePrintSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": types.UpdatePrintSubDocument,
    "\n  mutation UpdateEmailSub($filingId: Int!, $selected: Boolean!) {\n    updateEmailSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": types.UpdateEmailSubDocument,
    "\n  mutation BulkUpdateFedSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdateFedSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": types.BulkUpdateFedSubDocument,
    "\n  mutation BulkUpdateStateSub($stateSubs: [StateSubInput!]!) {\n    bulkUpdateStateSub(stateSubs: $stateSubs) {\n      ...FilingFields\n    }\n  }\n": types.BulkUpdateStateSubDocument,
    "\n  mutation BulkUpdatePrintSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdatePrintSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": types.BulkUpdatePrintSubDocument,
    "\n  mutation BulkUpdateEmailSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdateEmailSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": types.BulkUpdateEmailSubDocument,
    "\n  mutation UpdateTinMatchByFilingIds($filingIds: [Int!]!, $selected: Boolean!) {\n    updateTINMatchByFilingIds(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n": types.UpdateTinMatchByFilingIdsDocument,
    "\n  fragment ProblemFields on Problem {\n    code\n    path\n    message\n  }\n": types.ProblemFieldsFragmentDoc,
    "\n  fragment FilingServiceFields on Filing {\n    fedSub {\n      selected\n      isPaid\n    }\n    stateSub {\n      selected\n      isPaid\n      filingMethod\n      stateCode\n    }\n    printSub {\n      selected\n      isPaid\n    }\n    emailSub {\n      selected\n      isPaid\n    }\n    tinMatchSub {\n      selected\n      isPaid\n    }\n  }\n": types.FilingServiceFieldsFragmentDoc,
    "\n  fragment FilingFields on Filing {\n    id\n    payeeId\n    filingYear\n    filingType\n    filingData\n    totalCents\n    correctionType\n    originalFilingId\n    status\n    statusChangeDesc\n    statusChangeDate\n    stateFilingStatus\n    printStatus\n    printStatusDesc\n    printStatusDate\n    printCopyExpectedDeliveryDate\n    emailStatus\n    emailStatusDesc\n    emailStatusDate\n    ...FilingServiceFields\n    stateFiling {\n      stateCode\n      isFilingSupported\n      isFilingRequired\n      isStateOnly\n      supportedMethods\n    }\n    errors {\n      ...ProblemFields\n    }\n    warnings {\n      ...ProblemFields\n    }\n    payee {\n      id\n      displayName\n      tinType\n      tin\n      tinMatchStatus\n      emailAddress\n      address {\n        ...AddressFields\n      }\n    }\n  }\n": types.FilingFieldsFragmentDoc,
    "\n  query Filings($pageSize: Int, $pageNumber: Int, $filingStatuses: [FilingStatus!], $filingYears: [Int!]) {\n    filingsWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      filingStatuses: $filingStatuses\n      filingYears: $filingYears\n    ) {\n      filings {\n        ...FilingFields\n      }\n      pageMetadata {\n        hasPreviousPage\n        hasNextPage\n        currentPage\n        totalPages\n        totalCount\n      }\n      totals {\n        count\n        totalCents\n        boxTotalsCents\n      }\n    }\n  }\n": types.FilingsDocument,
    "\n  query FilingCounts($filingYear: Int!) {\n    filingCounts(filingYear: $filingYear) {\n      draft\n      processing\n      accepted\n      dashboardProcessing\n    }\n  }\n": types.FilingCountsDocument,
    "\n  query Filing($id: Int!) {\n    filing(id: $id) {\n      ...FilingFields\n    }\n  }\n": types.FilingDocument,
    "\n  mutation AddEditFiling($filing: FilingInput!) {\n    addEditFiling(filing: $filing) {\n      ...FilingFields\n    }\n  }\n": types.AddEditFilingDocument,
    "\n  mutation DeleteFiling($id: Int!) {\n    deleteFiling(id: $id)\n  }\n": types.DeleteFilingDocument,
    "\n  mutation DeleteFilings($filingIds: [Int!]!) {\n    deleteFilings(filingIds: $filingIds)\n  }\n": types.DeleteFilingsDocument,
    "\n  mutation MoveToDraft($filingIds: [Int!]!) {\n    moveFilingsToDraft(filingIds: $filingIds)\n  }\n": types.MoveToDraftDocument,
    "\n  mutation CreateCorrection($filingId: Int!, $kind: CorrectionKind!) {\n    createCorrection(filingId: $filingId, kind: $kind) {\n      ...FilingFields\n    }\n  }\n": types.CreateCorrectionDocument,
    "\n  fragment ImportRunFields on ImportRun {\n    id\n    filingYear\n    status\n    progress\n    resuming\n    recordCount\n    readyCount\n    question {\n      kind\n      title\n      message\n      actions\n      comparison {\n        label\n        existing\n        file\n      }\n    }\n    summary {\n      formType\n      label\n      forms\n      totalCents\n      notImported\n    }\n    problems {\n      sheet\n      row\n      column\n      message\n    }\n    skipped {\n      sheet\n      row\n      column\n      message\n    }\n  }\n": types.ImportRunFieldsFragmentDoc,
    "\n  query ImportRun($id: Int!) {\n    importRun(id: $id) {\n      ...ImportRunFields\n    }\n  }\n": types.ImportRunDocument,
    "\n  query ImportReviewRows($runId: Int!, $pageSize: Int, $pageNumber: Int) {\n    importReviewRows(runId: $runId, pageSize: $pageSize, pageNumber: $pageNumber) {\n      rows {\n        id\n        kind\n        sheet\n        row\n        displayName\n        tin\n        status\n        message\n        emailAddress\n        phoneNumber\n        address {\n          ...AddressFields\n        }\n        filings {\n          id\n          formType\n          sheet\n          row\n          totalCents\n          status\n          message\n          filingData\n        }\n      }\n      pageMetadata {\n        totalCount\n        currentPage\n        totalPages\n      }\n    }\n  }\n": types.ImportReviewRowsDocument,
    "\n  mutation StartImport($runId: Int!) {\n    startImport(runId: $runId) {\n      ...ImportRunFields\n    }\n  }\n": types.StartImportDocument,
    "\n  mutation CancelImport($runId: Int!) {\n    cancelImport(runId: $runId) {\n      ...ImportRunFields\n    }\n  }\n": types.CancelImportDocument,
    "\n  mutation AnswerImportQuestion($runId: Int!, $answer: String!, $applyToAll: Boolean) {\n    answerImportQuestion(runId: $runId, answer: $answer, applyToAll: $applyToAll) {\n      ...ImportRunFields\n    }\n  }\n": types.AnswerImportQuestionDocument,
    "\n  query PartnerLastSync($partner: Partner!) {\n    accountingIntegration(partner: $partner) {\n      id\n      partner\n      accountsLastSyncDate\n      vendorsLastSyncDate\n      transactionsLastSyncDate\n    }\n  }\n": types.PartnerLastSyncDocument,
    "\n  query ChartOfAccounts($id: Int!, $refresh: Boolean) {\n    chartOfAccounts(id: $id, refresh: $refresh) {\n      integrationId\n      lastSyncTime\n      accounts {\n        accountId\n        accountName\n        accountFullName\n        accountType\n        accountSubType\n        isActive\n        isSubAccount\n      }\n      boxMappings {\n        boxName\n        accountIds\n      }\n      suggestedBoxMappings {\n        boxName\n        accountIds\n      }\n    }\n  }\n": types.ChartOfAccountsDocument,
    "\n  mutation UpdateBoxMappings($partner: Partner!, $boxMappings: [BoxMappingInput!]!) {\n    updateBoxMappings(partner: $partner, boxMappings: $boxMappings) {\n      boxName\n      accountIds\n    }\n  }\n": types.UpdateBoxMappingsDocument,
    "\n  query ImportSummary($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {\n    importSummary(\n      integrationId: $integrationId\n      filingYear: $filingYear\n      include1099VendorsOnly: $include1099VendorsOnly\n    ) {\n      lastSyncTime\n      emptyMessage\n      companyName\n      vendorCount\n      vendors {\n        vendorId\n        name\n        is1099Vendor\n        allCents\n        includedCents\n        excludedCents\n        unknownCents\n        boxes {\n          boxName\n          amountCents\n        }\n        forms {\n          formType\n          amountCents\n          skipReason\n        }\n        lineCount\n        lines {\n          transactionId\n          paidOn\n          accountId\n          amountCents\n          category\n          boxName\n          reason\n        }\n      }\n    }\n  }\n": types.ImportSummaryDocument,
    "\n  mutation CreatePartnerImport($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {\n    createPartnerImport(\n      integrationId: $integrationId\n      filingYear: $filingYear\n      include1099VendorsOnly: $include1099VendorsOnly\n    ) {\n      ...ImportRunFields\n    }\n  }\n": types.CreatePartnerImportDocument,
    "\n  query AccountingIntegrationPartners {\n    accountingIntegrationPartner {\n      partner\n      productName\n      path\n      connectPath\n      available\n      configured\n      settingNames\n    }\n  }\n": types.AccountingIntegrationPartnersDocument,
    "\n  query Job($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      status\n      progress\n      result\n      error\n      attempts\n      createdAt\n      updatedAt\n    }\n  }\n": types.JobDocument,
    "\n  fragment AddressFields on Address {\n    line1\n    line2\n    city\n    state\n    country\n    postalCode\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  fragment PayeeFields on Payee {\n    id\n    entityType\n    businessName\n    firstName\n    middleName\n    lastName\n    dba\n    displayName\n    tinType\n    tin\n    tinMatchStatus\n    tinMatchResult\n    emailAddress\n    phoneNumber\n    phoneExt\n    address {\n      ...AddressFields\n    }\n    is1099Vendor\n    vendorId\n    partner\n    importStatus\n    w9Request {\n      ...W9RequestFields\n    }\n    tinMatchRequest {\n      ...TinMatchRequestFields\n    }\n  }\n": types.PayeeFieldsFragmentDoc,
    "\n  query Payees($pageSize: Int, $pageNumber: Int, $search: String, $tinMatchStatus: String) {\n    payeesWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      search: $search\n      tinMatchStatus: $tinMatchStatus\n    ) {\n      payees {\n        ...PayeeFields\n      }\n      pageMetadata {\n        hasPreviousPage\n        hasNextPage\n        currentPage\n        totalPages\n        totalCount\n      }\n    }\n  }\n": types.PayeesDocument,
    "\n  query PayeeCount {\n    payeeCount\n  }\n": types.PayeeCountDocument,
    "\n  query PayeeByTin($tin: String!, $excludeId: Int) {\n    payeeByTin(tin: $tin, excludeId: $excludeId) {\n      ...PayeeFields\n    }\n  }\n": types.PayeeByTinDocument,
    "\n  mutation AddEditPayee($payee: PayeeInput!) {\n    addEditPayee(payee: $payee) {\n      ...PayeeFields\n    }\n  }\n": types.AddEditPayeeDocument,
    "\n  mutation AddEditPayeeLight($id: Int, $displayName: String!, $emailAddress: String) {\n    addEditPayeeLight(id: $id, displayName: $displayName, emailAddress: $emailAddress) {\n      ...PayeeFields\n    }\n  }\n": types.AddEditPayeeLightDocument,
    "\n  mutation DeletePayee($id: Int!) {\n    deletePayee(id: $id)\n  }\n": types.DeletePayeeDocument,
    "\n  mutation DeletePayees($ids: [Int!]!) {\n    deletePayees(ids: $ids)\n  }\n": types.DeletePayeesDocument,
    "\n  mutation IgnoreTin($payeeId: Int!) {\n    ignoreTINValidation(payeeId: $payeeId)\n  }\n": types.IgnoreTinDocument,
    "\n  fragment PayerFields on Payer {\n    id\n    domainId\n    domainType\n    payerType\n    businessName\n    dba\n    firstName\n    middleName\n    lastName\n    address {\n      ...AddressFields\n    }\n    emailAddress\n    phoneNumber\n    phoneExt\n    tinType\n    tin\n    customAttributes {\n      key\n      value\n    }\n  }\n": types.PayerFieldsFragmentDoc,
    "\n  query Payer {\n    payer {\n      ...PayerFields\n    }\n  }\n": types.PayerDocument,
    "\n  mutation UpdatePayer(\n    $id: Int\n    $payerType: PayerType!\n    $businessName: String\n    $dba: String\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $tinType: TinType!\n    $tin: String\n    $emailAddress: String\n    $phoneNumber: String\n    $phoneExt: String\n    $address: AddressInput\n    $customAttributes: [CustomAttributeInput!]\n  ) {\n    updatePayer(\n      id: $id\n      payerType: $payerType\n      businessName: $businessName\n      dba: $dba\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      tinType: $tinType\n      tin: $tin\n      emailAddress: $emailAddress\n      phoneNumber: $phoneNumber\n      phoneExt: $phoneExt\n      address: $address\n      customAttributes: $customAttributes\n    ) {\n      ...PayerFields\n    }\n  }\n": types.UpdatePayerDocument,
    "\n  mutation ValidatePayer($payerId: Int!, $filingYear: Int!) {\n    validatePayer(payerId: $payerId, filingYear: $filingYear) {\n      errors {\n        ...ProblemFields\n      }\n      warnings {\n        ...ProblemFields\n      }\n    }\n  }\n": types.ValidatePayerDocument,
    "\n  query PaymentProviders {\n    paymentProviders {\n      partner\n      applicationId\n      locationId\n      scriptSrc\n      clientId\n      sdkBaseUrl\n    }\n  }\n": types.PaymentProvidersDocument,
    "\n  query AvailableCredits {\n    availableCredits\n  }\n": types.AvailableCreditsDocument,
    "\n  mutation ChargeWithNonce(\n    $amount: Int!\n    $chargeDesc: String!\n    $paymentPartner: PaymentPartner!\n    $paymentSource: PaymentSource!\n    $nonce: String\n    $buyerId: String\n    $idempotencyKey: String!\n    $orderId: String\n  ) {\n    chargeWithNonce(\n      amount: $amount\n      chargeDesc: $chargeDesc\n      paymentPartner: $paymentPartner\n      paymentSource: $paymentSource\n      nonce: $nonce\n      buyerId: $buyerId\n      idempotencyKey: $idempotencyKey\n      orderId: $orderId\n    ) {\n      id\n      transactionAmount\n      runningTotal\n    }\n  }\n": types.ChargeWithNonceDocument,
    "\n  mutation CreatePaymentOrder($amount: Int!, $chargeDesc: String!, $requestId: String!) {\n    createPaymentOrder(amount: $amount, chargeDesc: $chargeDesc, requestId: $requestId)\n  }\n": types.CreatePaymentOrderDocument,
    "\n  mutation StartEmailConsent($relationId: Int!) {\n    startEmailConsent(relationId: $relationId) {\n      payerName\n      emailAddress\n      disclosureVersion\n      disclosures {\n        title\n        text\n      }\n    }\n  }\n": types.StartEmailConsentDocument,
    "\n  mutation GiveEmailConsent($relationId: Int!, $code: String!) {\n    giveEmailConsent(relationId: $relationId, code: $code) {\n      relationId\n      emailConsent\n    }\n  }\n": types.GiveEmailConsentDocument,
    "\n  mutation WithdrawEmailConsent($relationId: Int!) {\n    withdrawEmailConsent(relationId: $relationId) {\n      relationId\n      emailConsent\n    }\n  }\n": types.WithdrawEmailConsentDocument,
    "\n  fragment DomainRelationStatusFields on DomainRelationStatus {\n    id\n    relationId\n    invitationId\n    sourceSubEntityId\n    relationType\n    relationStatus\n    invitedEmail\n  }\n": types.DomainRelationStatusFieldsFragmentDoc,
    "\n  query DomainRelationStatuses($subEntityIds: [Int!]!) {\n    domainRelationStatusByTypeAndEntities(subEntityIds: $subEntityIds, relationType: Vendor) {\n      ...DomainRelationStatusFields\n    }\n  }\n": types.DomainRelationStatusesDocument,
    "\n  mutation InviteDomain($subEntityId: Int!) {\n    inviteDomain(subEntityId: $subEntityId, relationType: Vendor) {\n      ...DomainRelationStatusFields\n    }\n  }\n": types.InviteDomainDocument,
    "\n  mutation ResendDomainInvitation($id: Int!) {\n    resendDomainInvitation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n": types.ResendDomainInvitationDocument,
    "\n  mutation DeleteDomainInvitation($id: Int!) {\n    deleteDomainInvitation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n": types.DeleteDomainInvitationDocument,
    "\n  mutation DeleteD2DRelation($id: Int!) {\n    deleteD2DRelation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n": types.DeleteD2DRelationDocument,
    "\n  query FilingsIssued {\n    filingsIssued {\n      id\n      payerName\n      payeeName\n      tin\n      filingType\n      filingTypeDisplay\n      filingYear\n      correctionType\n      status\n      formData\n    }\n  }\n": types.FilingsIssuedDocument,
    "\n  query ContractorPayers {\n    contractorPayers {\n      relationId\n      payerName\n      payeeName\n      entityType\n      tinType\n      tin\n      emailAddress\n      address {\n        line1\n        line2\n        city\n        state\n        country\n        postalCode\n      }\n      w9Status\n      w9FilledAt\n      emailConsent\n      emailConsentAt\n    }\n  }\n": types.ContractorPayersDocument,
    "\n  mutation SendUpdatedW9($relationId: Int!, $w9: JSON!, $signature: String!) {\n    sendUpdatedW9(relationId: $relationId, w9: $w9, signature: $signature) {\n      relationId\n      w9Status\n    }\n  }\n": types.SendUpdatedW9Document,
    "\n  query PrintRequests($printStatus: PrintStatus!, $filingYear: Int!, $limit: Int) {\n    printRequests(printStatus: $printStatus, filingYear: $filingYear, limit: $limit) {\n      filingId\n      formType\n      filingYear\n      domainId\n      filingStatus\n      printStatus\n      printStatusDesc\n      printStatusDate\n      printCopyExpectedDeliveryDate\n      emailStatus\n      printCopyTrackingId\n      payerName\n      payerAddress\n      payeeName\n      payeeAddress\n    }\n  }\n": types.PrintRequestsDocument,
    "\n  mutation UpdatePrintRequests($filingIds: [Int!]!, $printStatus: PrintStatus!) {\n    updatePrintRequests(filingIds: $filingIds, printStatus: $printStatus) {\n      updated\n      errored\n    }\n  }\n": types.UpdatePrintRequestsDocument,
    "\n  query FilingSummary($type: FormType!, $year: Int!) {\n    filingSummary(filingType: $type, filingYear: $year) {\n      rows {\n        payeeId\n        payeeName\n        tin\n        filings\n        hasCorrections\n        totalCents\n        federalTaxWithheldCents\n      }\n      totals {\n        payees\n        forms\n        totalCents\n        federalTaxWithheldCents\n      }\n      truncated\n    }\n  }\n": types.FilingSummaryDocument,
    "\n  query SelfEFileFilings($filingYear: Int!, $pageSize: Int, $pageNumber: Int) {\n    selfEFileCount(filingYear: $filingYear)\n    selfEFileStates(filingYear: $filingYear)\n    selfEFileFilingsWithPageMetadata(filingYear: $filingYear, pageSize: $pageSize, pageNumber: $pageNumber) {\n      filings {\n        id\n        filingType\n        status\n        stateFilingStatus\n        stateFilingStatusDesc\n        payee {\n          displayName\n        }\n        stateSub {\n          stateCode\n          filingMethod\n        }\n      }\n      pageMetadata {\n        totalCount\n        currentPage\n        totalPages\n      }\n    }\n  }\n": types.SelfEFileFilingsDocument,
    "\n  mutation DownloadSelfEFileTransmissions($filingYear: Int!, $westVirginiaQuarterlyTaxDue: [Int!]) {\n    downloadSelfEFileTransmissions(filingYear: $filingYear, westVirginiaQuarterlyTaxDue: $westVirginiaQuarterlyTaxDue) {\n      fileName\n      content\n      files\n      filingCount\n      passwordHint\n    }\n  }\n": types.DownloadSelfEFileTransmissionsDocument,
    "\n  fragment SubmitDraftFields on Filing {\n    id\n    filingType\n    filingYear\n    totalCents\n    status\n    errors {\n      ...ProblemFields\n    }\n    warnings {\n      ...ProblemFields\n    }\n    ...FilingServiceFields\n    payee {\n      id\n      displayName\n    }\n  }\n": types.SubmitDraftFieldsFragmentDoc,
    "\n  query SubmitDrafts($pageSize: Int, $pageNumber: Int, $filingYears: [Int!]) {\n    filingsWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      filingStatuses: [Draft]\n      filingYears: $filingYears\n    ) {\n      filings {\n        ...SubmitDraftFields\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n": types.SubmitDraftsDocument,
    "\n  query OrderFilings($filingIds: [Int!]!) {\n    filingsByIds(filingIds: $filingIds) {\n      ...FilingFields\n    }\n  }\n": types.OrderFilingsDocument,
    "\n  query SubmissionInvoice($filingIds: [Int!]!) {\n    submissionInvoice(filingIds: $filingIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n": types.SubmissionInvoiceDocument,
    "\n  fragment InvoiceFields on Invoice {\n    totalAmount\n    serviceItems {\n      service\n      description\n      quantity\n      alreadyPaid\n      preQty\n      totalAmount\n      lineItems {\n        service\n        description\n        quantity\n        itemPrice\n        lineAmount\n      }\n    }\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  mutation ValidateFilings($filingIds: [Int!]!, $ignoreWarnings: Boolean!) {\n    validateFilings(filingIds: $filingIds, ignoreWarnings: $ignoreWarnings) {\n      id\n      errors {\n        ...ProblemFields\n      }\n      warnings {\n        ...ProblemFields\n      }\n    }\n  }\n": types.ValidateFilingsDocument,
    "\n  mutation SubmitFilings($filingIds: [Int!]!, $expectedTotal: Int!) {\n    submitFilings(filingIds: $filingIds, expectedTotal: $expectedTotal) {\n      submittedFilingIds\n      alreadySubmittedFilingIds\n      availableCredits\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.SubmitFilingsDocument,
    "\n  query Team {\n    team {\n      members {\n        userId\n        email\n        firstName\n        lastName\n        role\n      }\n      invitations {\n        id\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n": types.TeamDocument,
    "\n  mutation InviteUser($email: String!, $role: MemberRole!) {\n    inviteUser(email: $email, role: $role) {\n      id\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation ResendInvitation($id: Int!) {\n    resendInvitation(id: $id) {\n      id\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($id: Int!) {\n    revokeInvitation(id: $id)\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation RemoveTeamMember($userId: Int!) {\n    removeTeamMember(userId: $userId)\n  }\n": types.RemoveTeamMemberDocument,
    "\n  fragment TinMatchRequestFields on TinMatchRequest {\n    id\n    payeeId\n    status\n    selected\n    isPaid\n    tinMatchResult\n    requestedAt\n  }\n": types.TinMatchRequestFieldsFragmentDoc,
    "\n  query TinMatchInvoice($payeeIds: [Int!]!) {\n    tinMatchInvoice(payeeIds: $payeeIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n": types.TinMatchInvoiceDocument,
    "\n  mutation CreateTinMatches($payeeIds: [Int!]!) {\n    createTINMatches(payeeIds: $payeeIds) {\n      ...TinMatchRequestFields\n    }\n  }\n": types.CreateTinMatchesDocument,
    "\n  mutation RequestTinMatches($payeeIds: [Int!]!, $expectedTotal: Int) {\n    requestTINMatches(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {\n      requests {\n        ...TinMatchRequestFields\n      }\n      availableCredits\n    }\n  }\n": types.RequestTinMatchesDocument,
    "\n  mutation CancelTinMatches($payeeIds: [Int!]!) {\n    cancelTINMatches(payeeIds: $payeeIds) {\n      id\n    }\n  }\n": types.CancelTinMatchesDocument,
    "\n  query TnnTransmissions($statuses: [TransmissionStatus!]!, $taxYear: Int) {\n    tnnTransmissionRecordsByStatusIn(statuses: $statuses) {\n      id\n      formatType\n      fileName\n      taxYear\n      isTest\n      ackNumber\n      recipientCount\n      issuerCount\n      transmissionStatus\n      agencyStatus\n      isRejected\n      statusChangeDate\n      a2a { environment stage failure }\n    }\n    filingsToBeProcessed(taxYear: $taxYear)\n  }\n": types.TnnTransmissionsDocument,
    "\n  query TnnTransmissionRecord($id: Int!) {\n    tnnTransmissionRecord(id: $id) {\n      id\n      filingRecords {\n        recordId\n        filingId\n        payeeName\n        filingType\n        filingStatus\n        result\n      }\n    }\n  }\n": types.TnnTransmissionRecordDocument,
    "\n  query TinTransmissions($statuses: [TransmissionStatus!]!) {\n    tinTransmissionRecordsByStatusIn(statuses: $statuses) {\n      id\n      fileName\n      isTest\n      ackNumber\n      numberOfRequests\n      transmissionStatus\n      isRejected\n      statusChangeDate\n    }\n    requestsToBeProcessed\n  }\n": types.TinTransmissionsDocument,
    "\n  mutation CreateTnnTransmissions($format: TransmissionFormat, $taxYear: Int) {\n    createTNNTransmissionRecords(format: $format, taxYear: $taxYear) {\n      filingCount\n      transmissions { id }\n      rejected { filingId reason }\n    }\n  }\n": types.CreateTnnTransmissionsDocument,
    "\n  query FireFilingWindow {\n    fireFilingWindow { lastFilingDate open taxYears }\n  }\n": types.FireFilingWindowDocument,
    "\n  mutation CreateTinTransmissions {\n    createTINTransmissionRecords { id }\n  }\n": types.CreateTinTransmissionsDocument,
    "\n  mutation UpdateTnnTransmission(\n    $transmissionId: Int!\n    $transmissionStatus: TransmissionStatus!\n    $ackNumber: String\n    $filingResponses: [FilingResponseInput!]\n    $isRejected: Boolean\n  ) {\n    updateTNNTransmissionRecord(\n      transmissionId: $transmissionId\n      transmissionStatus: $transmissionStatus\n      ackNumber: $ackNumber\n      filingResponses: $filingResponses\n      isRejected: $isRejected\n    ) { id transmissionStatus ackNumber isRejected }\n  }\n": types.UpdateTnnTransmissionDocument,
    "\n  mutation UpdateTinTransmission(\n    $transmissionId: Int!\n    $transmissionStatus: TransmissionStatus!\n    $ackNumber: String\n    $isRejected: Boolean\n  ) {\n    updateTINTransmissionRecord(\n      transmissionId: $transmissionId\n      transmissionStatus: $transmissionStatus\n      ackNumber: $ackNumber\n      isRejected: $isRejected\n    ) { id transmissionStatus ackNumber isRejected }\n  }\n": types.UpdateTinTransmissionDocument,
    "\n  mutation DeleteTnnTransmission($id: Int!) { deleteTNNTransmissionRecord(id: $id) }\n": types.DeleteTnnTransmissionDocument,
    "\n  mutation DeleteTinTransmission($id: Int!) { deleteTINTransmissionRecord(id: $id) }\n": types.DeleteTinTransmissionDocument,
    "\n  fragment W9RequestFields on W9Request {\n    id\n    payeeId\n    w9RequestStatus\n    payerName\n    payeeEmail\n    names\n    tin\n    tinType\n    fileName\n    isPaid\n    requestedAt\n    remindedAt\n    filledAt\n    signedAt\n  }\n": types.W9RequestFieldsFragmentDoc,
    "\n  query W9Invoice($payeeIds: [Int!]!) {\n    w9Invoice(payeeIds: $payeeIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n": types.W9InvoiceDocument,
    "\n  mutation CreateW9s($payeeIds: [Int!]!) {\n    createW9s(payeeIds: $payeeIds) {\n      ...W9RequestFields\n    }\n  }\n": types.CreateW9sDocument,
    "\n  mutation RequestW9s($payeeIds: [Int!]!, $expectedTotal: Int) {\n    requestW9s(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {\n      requests {\n        ...W9RequestFields\n      }\n      availableCredits\n    }\n  }\n": types.RequestW9sDocument,
    "\n  mutation CancelW9Requests($payeeIds: [Int!]!) {\n    cancelW9Requests(payeeIds: $payeeIds) {\n      id\n    }\n  }\n": types.CancelW9RequestsDocument,
    "\n  mutation RemindW9Requests($payeeIds: [Int!]!) {\n    remindW9Requests(payeeIds: $payeeIds) {\n      id\n    }\n  }\n": types.RemindW9RequestsDocument,
    "\n  query W9Differences($payeeId: Int!) {\n    w9Differences(payeeId: $payeeId) {\n      field\n      label\n      current\n      w9\n    }\n  }\n": types.W9DifferencesDocument,
    "\n  mutation ApplyW9Info($payeeId: Int!) {\n    applyW9Info(payeeId: $payeeId) {\n      id\n    }\n  }\n": types.ApplyW9InfoDocument,
};

/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Clients($pageSize: Int, $pageNumber: Int, $search: String) {\n    clients(pageSize: $pageSize, pageNumber: $pageNumber, search: $search) {\n      totalCount\n      clients {\n        id\n        globalId\n        name\n        domainType\n        isTestAccount\n      }\n    }\n  }\n"): typeof import('./graphql').ClientsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateAccountPreferences($name: String, $requireMfa: Boolean) {\n    updateAccountPreferences(name: $name, requireMfa: $requireMfa) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateAccountPreferencesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Activity($entityType: ActivityEntityType!, $entityId: ID!, $pageSize: Int) {\n    activity(entityType: $entityType, entityId: $entityId, pageSize: $pageSize) {\n      events {\n        id\n        at\n        actor\n        action\n        summary\n        changes\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').ActivityDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query DeployInfo {\n    deployInfo {\n      migrationLevel\n      latestMigration\n      migrationsInBuild\n      queued\n      running\n      failed\n      dueNow\n      workers {\n        id\n        hostname\n        pid\n        startedAt\n        heartbeatAt\n      }\n    }\n  }\n"): typeof import('./graphql').DeployInfoDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Workers {\n    workersWithPageMetadata(pageSize: 1000, pageNumber: 0) {\n      workers {\n        id\n        name\n        jobTitle\n        location\n        orgSize\n        managerName\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').WorkersDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation AddWorker($input: WorkerInput!) {\n    addWorker(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddWorkerDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation EditWorker($id: ID!, $input: WorkerInput!) {\n    editWorker(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').EditWorkerDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query AuditEvents($entityType: AuditEntityType, $text: String, $pageSize: Int, $pageNumber: Int) {\n    auditEvents(entityType: $entityType, text: $text, pageSize: $pageSize, pageNumber: $pageNumber) {\n      events {\n        id\n        at\n        actor\n        entityType\n        entityId\n        action\n        summary\n        changes\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').AuditEventsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query OutboxMessages($pageSize: Int, $pageNumber: Int) {\n    outboxMessages(pageSize: $pageSize, pageNumber: $pageNumber) {\n      totalCount\n      messages {\n        id\n        to\n        subject\n        status\n        createdAt\n        links\n        textBody\n      }\n    }\n  }\n"): typeof import('./graphql').OutboxMessagesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query AppConfig {\n    appConfig {\n      sandbox\n      pardonPage\n      features {\n        vendorPortal\n        userManagement\n        tinMatch\n        w9\n      }\n      season {\n        latestFilingYear\n        defaultFilingYear\n        selectableYears\n        irsDownFrom\n        irsDownUntil\n        printCutoffMayMiss\n        printCutoffWillMiss\n        federalCutoffMayBeLate\n        federalCutoffWillBeLate\n        warningsEnd\n        postmarkDeadline\n        notices\n      }\n    }\n  }\n"): typeof import('./graphql').AppConfigDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment BillingTransactionFields on BillingTransaction {\n    id\n    transactionTime\n    transactionType\n    transactionAmount\n    runningTotal\n    description\n    paymentPartner\n    paymentSource\n    refundableAmount\n  }\n"): typeof import('./graphql').BillingTransactionFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query BillingTransactions($pageSize: Int, $pageNumber: Int) {\n    billingTransactions(pageSize: $pageSize, pageNumber: $pageNumber) {\n      items {\n        ...BillingTransactionFields\n      }\n      totalCount\n    }\n    availableCredits\n  }\n"): typeof import('./graphql').BillingTransactionsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query BillingSummary($from: String!, $to: String!) {\n    billingSummary(from: $from, to: $to) {\n      transactionType\n      count\n      totalAmount\n    }\n  }\n"): typeof import('./graphql').BillingSummaryDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation AddPromoCredits($credits: Int!, $description: String!, $domainId: Int!) {\n    addPromoCredits(credits: $credits, description: $description, domainId: $domainId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AddPromoCreditsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation RequestRefund(\n    $id: Int!\n    $requestedAmount: Int!\n    $processingFee: Int!\n    $refundAmount: Int!\n    $reason: String!\n    $idempotentKey: String!\n  ) {\n    requestRefund(\n      id: $id\n      requestedAmount: $requestedAmount\n      processingFee: $processingFee\n      refundAmount: $refundAmount\n      reason: $reason\n      idempotentKey: $idempotentKey\n    ) {\n      id\n    }\n  }\n"): typeof import('./graphql').RequestRefundDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query EmailRequests($emailStatus: EmailStatus!, $filingYear: Int!, $limit: Int) {\n    emailRequests(emailStatus: $emailStatus, filingYear: $filingYear, limit: $limit) {\n      filingId\n      formType\n      filingYear\n      domainId\n      filingStatus\n      emailStatus\n      emailStatusDesc\n      emailStatusDate\n      printStatus\n      printCopyTrackingId\n      payerName\n      payerAddress\n      payeeName\n      payeeEmail\n      payeeAddress\n    }\n  }\n"): typeof import('./graphql').EmailRequestsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateEmailRequests($filingIds: [Int!]!, $emailStatus: EmailStatus!) {\n    updateEmailRequests(filingIds: $filingIds, emailStatus: $emailStatus)\n  }\n"): typeof import('./graphql').UpdateEmailRequestsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment DocumentDownloadFields on DocumentDownload {\n    id\n    status\n    progress\n    fileName\n    filingCount\n    pages\n    byteSize\n    url\n    error\n  }\n"): typeof import('./graphql').DocumentDownloadFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreateDocumentDownload($ids: [Int!]!, $type: PrintCopyType!, $combined: Boolean!) {\n    createDocumentDownload(filingIds: $ids, printCopyType: $type, combined: $combined) {\n      ...DocumentDownloadFields\n    }\n  }\n"): typeof import('./graphql').CreateDocumentDownloadDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query DocumentDownload($id: Int!) {\n    documentDownload(id: $id) {\n      ...DocumentDownloadFields\n    }\n  }\n"): typeof import('./graphql').DocumentDownloadDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query EfsFilings($filingStatus: [EfsListStatus!]!, $pageSize: Int) {\n    efsFilingsByStatus(filingStatus: $filingStatus, pageSize: $pageSize) {\n      id\n      clientDomainId\n      isTestFiling\n      filingYear\n      filingReturnType\n      isStateFiling\n      reportingStateCode\n      stateFilingMethod\n      payerName1\n      payerTinLast4\n      payeeName1\n      payeeTinLast4\n      status\n      statusChangeDesc\n      statusChangeDate\n    }\n  }\n"): typeof import('./graphql').EfsFilingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateEfsFilingsStatus($filingIds: [Int!]!, $filingStatus: FilingStatus!, $statusChangeDesc: String) {\n    updateEfsFilingsStatus(filingIds: $filingIds, filingStatus: $filingStatus, statusChangeDesc: $statusChangeDesc)\n  }\n"): typeof import('./graphql').UpdateEfsFilingsStatusDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation MarkStateFilingsAccepted($filingIds: [Int!]!) {\n    markStateFilingsAccepted(filingIds: $filingIds)\n  }\n"): typeof import('./graphql').MarkStateFilingsAcceptedDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateFedSub($filingId: Int!, $selected: Boolean!) {\n    updateFedSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').UpdateFedSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateStateSub($filingId: Int!, $selected: Boolean!, $filingMethod: StateFilingMethod) {\n    updateStateSub(filingId: $filingId, selected: $selected, filingMethod: $filingMethod) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').UpdateStateSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdatePrintSub($filingId: Int!, $selected: Boolean!) {\n    updatePrintSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').UpdatePrintSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateEmailSub($filingId: Int!, $selected: Boolean!) {\n    updateEmailSub(filingId: $filingId, selected: $selected) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').UpdateEmailSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation BulkUpdateFedSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdateFedSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').BulkUpdateFedSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation BulkUpdateStateSub($stateSubs: [StateSubInput!]!) {\n    bulkUpdateStateSub(stateSubs: $stateSubs) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').BulkUpdateStateSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation BulkUpdatePrintSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdatePrintSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').BulkUpdatePrintSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation BulkUpdateEmailSub($filingIds: [Int!]!, $selected: Boolean!) {\n    bulkUpdateEmailSub(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').BulkUpdateEmailSubDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateTinMatchByFilingIds($filingIds: [Int!]!, $selected: Boolean!) {\n    updateTINMatchByFilingIds(filingIds: $filingIds, selected: $selected) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').UpdateTinMatchByFilingIdsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment ProblemFields on Problem {\n    code\n    path\n    message\n  }\n"): typeof import('./graphql').ProblemFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment FilingServiceFields on Filing {\n    fedSub {\n      selected\n      isPaid\n    }\n    stateSub {\n      selected\n      isPaid\n      filingMethod\n      stateCode\n    }\n    printSub {\n      selected\n      isPaid\n    }\n    emailSub {\n      selected\n      isPaid\n    }\n    tinMatchSub {\n      selected\n      isPaid\n    }\n  }\n"): typeof import('./graphql').FilingServiceFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment FilingFields on Filing {\n    id\n    payeeId\n    filingYear\n    filingType\n    filingData\n    totalCents\n    correctionType\n    originalFilingId\n    status\n    statusChangeDesc\n    statusChangeDate\n    stateFilingStatus\n    printStatus\n    printStatusDesc\n    printStatusDate\n    printCopyExpectedDeliveryDate\n    emailStatus\n    emailStatusDesc\n    emailStatusDate\n    ...FilingServiceFields\n    stateFiling {\n      stateCode\n      isFilingSupported\n      isFilingRequired\n      isStateOnly\n      supportedMethods\n    }\n    errors {\n      ...ProblemFields\n    }\n    warnings {\n      ...ProblemFields\n    }\n    payee {\n      id\n      displayName\n      tinType\n      tin\n      tinMatchStatus\n      emailAddress\n      address {\n        ...AddressFields\n      }\n    }\n  }\n"): typeof import('./graphql').FilingFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Filings($pageSize: Int, $pageNumber: Int, $filingStatuses: [FilingStatus!], $filingYears: [Int!]) {\n    filingsWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      filingStatuses: $filingStatuses\n      filingYears: $filingYears\n    ) {\n      filings {\n        ...FilingFields\n      }\n      pageMetadata {\n        hasPreviousPage\n        hasNextPage\n        currentPage\n        totalPages\n        totalCount\n      }\n      totals {\n        count\n        totalCents\n        boxTotalsCents\n      }\n    }\n  }\n"): typeof import('./graphql').FilingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query FilingCounts($filingYear: Int!) {\n    filingCounts(filingYear: $filingYear) {\n      draft\n      processing\n      accepted\n      dashboardProcessing\n    }\n  }\n"): typeof import('./graphql').FilingCountsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Filing($id: Int!) {\n    filing(id: $id) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').FilingDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation AddEditFiling($filing: FilingInput!) {\n    addEditFiling(filing: $filing) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').AddEditFilingDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeleteFiling($id: Int!) {\n    deleteFiling(id: $id)\n  }\n"): typeof import('./graphql').DeleteFilingDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeleteFilings($filingIds: [Int!]!) {\n    deleteFilings(filingIds: $filingIds)\n  }\n"): typeof import('./graphql').DeleteFilingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation MoveToDraft($filingIds: [Int!]!) {\n    moveFilingsToDraft(filingIds: $filingIds)\n  }\n"): typeof import('./graphql').MoveToDraftDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreateCorrection($filingId: Int!, $kind: CorrectionKind!) {\n    createCorrection(filingId: $filingId, kind: $kind) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').CreateCorrectionDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment ImportRunFields on ImportRun {\n    id\n    filingYear\n    status\n    progress\n    resuming\n    recordCount\n    readyCount\n    question {\n      kind\n      title\n      message\n      actions\n      comparison {\n        label\n        existing\n        file\n      }\n    }\n    summary {\n      formType\n      label\n      forms\n      totalCents\n      notImported\n    }\n    problems {\n      sheet\n      row\n      column\n      message\n    }\n    skipped {\n      sheet\n      row\n      column\n      message\n    }\n  }\n"): typeof import('./graphql').ImportRunFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query ImportRun($id: Int!) {\n    importRun(id: $id) {\n      ...ImportRunFields\n    }\n  }\n"): typeof import('./graphql').ImportRunDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query ImportReviewRows($runId: Int!, $pageSize: Int, $pageNumber: Int) {\n    importReviewRows(runId: $runId, pageSize: $pageSize, pageNumber: $pageNumber) {\n      rows {\n        id\n        kind\n        sheet\n        row\n        displayName\n        tin\n        status\n        message\n        emailAddress\n        phoneNumber\n        address {\n          ...AddressFields\n        }\n        filings {\n          id\n          formType\n          sheet\n          row\n          totalCents\n          status\n          message\n          filingData\n        }\n      }\n      pageMetadata {\n        totalCount\n        currentPage\n        totalPages\n      }\n    }\n  }\n"): typeof import('./graphql').ImportReviewRowsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation StartImport($runId: Int!) {\n    startImport(runId: $runId) {\n      ...ImportRunFields\n    }\n  }\n"): typeof import('./graphql').StartImportDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CancelImport($runId: Int!) {\n    cancelImport(runId: $runId) {\n      ...ImportRunFields\n    }\n  }\n"): typeof import('./graphql').CancelImportDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation AnswerImportQuestion($runId: Int!, $answer: String!, $applyToAll: Boolean) {\n    answerImportQuestion(runId: $runId, answer: $answer, applyToAll: $applyToAll) {\n      ...ImportRunFields\n    }\n  }\n"): typeof import('./graphql').AnswerImportQuestionDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query PartnerLastSync($partner: Partner!) {\n    accountingIntegration(partner: $partner) {\n      id\n      partner\n      accountsLastSyncDate\n      vendorsLastSyncDate\n      transactionsLastSyncDate\n    }\n  }\n"): typeof import('./graphql').PartnerLastSyncDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query ChartOfAccounts($id: Int!, $refresh: Boolean) {\n    chartOfAccounts(id: $id, refresh: $refresh) {\n      integrationId\n      lastSyncTime\n      accounts {\n        accountId\n        accountName\n        accountFullName\n        accountType\n        accountSubType\n        isActive\n        isSubAccount\n      }\n      boxMappings {\n        boxName\n        accountIds\n      }\n      suggestedBoxMappings {\n        boxName\n        accountIds\n      }\n    }\n  }\n"): typeof import('./graphql').ChartOfAccountsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateBoxMappings($partner: Partner!, $boxMappings: [BoxMappingInput!]!) {\n    updateBoxMappings(partner: $partner, boxMappings: $boxMappings) {\n      boxName\n      accountIds\n    }\n  }\n"): typeof import('./graphql').UpdateBoxMappingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query ImportSummary($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {\n    importSummary(\n      integrationId: $integrationId\n      filingYear: $filingYear\n      include1099VendorsOnly: $include1099VendorsOnly\n    ) {\n      lastSyncTime\n      emptyMessage\n      companyName\n      vendorCount\n      vendors {\n        vendorId\n        name\n        is1099Vendor\n        allCents\n        includedCents\n        excludedCents\n        unknownCents\n        boxes {\n          boxName\n          amountCents\n        }\n        forms {\n          formType\n          amountCents\n          skipReason\n        }\n        lineCount\n        lines {\n          transactionId\n          paidOn\n          accountId\n          amountCents\n          category\n          boxName\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ImportSummaryDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreatePartnerImport($integrationId: Int!, $filingYear: Int!, $include1099VendorsOnly: Boolean) {\n    createPartnerImport(\n      integrationId: $integrationId\n      filingYear: $filingYear\n      include1099VendorsOnly: $include1099VendorsOnly\n    ) {\n      ...ImportRunFields\n    }\n  }\n"): typeof import('./graphql').CreatePartnerImportDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query AccountingIntegrationPartners {\n    accountingIntegrationPartner {\n      partner\n      productName\n      path\n      connectPath\n      available\n      configured\n      settingNames\n    }\n  }\n"): typeof import('./graphql').AccountingIntegrationPartnersDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Job($id: ID!) {\n    job(id: $id) {\n      id\n      kind\n      status\n      progress\n      result\n      error\n      attempts\n      createdAt\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').JobDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment AddressFields on Address {\n    line1\n    line2\n    city\n    state\n    country\n    postalCode\n  }\n"): typeof import('./graphql').AddressFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment PayeeFields on Payee {\n    id\n    entityType\n    businessName\n    firstName\n    middleName\n    lastName\n    dba\n    displayName\n    tinType\n    tin\n    tinMatchStatus\n    tinMatchResult\n    emailAddress\n    phoneNumber\n    phoneExt\n    address {\n      ...AddressFields\n    }\n    is1099Vendor\n    vendorId\n    partner\n    importStatus\n    w9Request {\n      ...W9RequestFields\n    }\n    tinMatchRequest {\n      ...TinMatchRequestFields\n    }\n  }\n"): typeof import('./graphql').PayeeFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Payees($pageSize: Int, $pageNumber: Int, $search: String, $tinMatchStatus: String) {\n    payeesWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      search: $search\n      tinMatchStatus: $tinMatchStatus\n    ) {\n      payees {\n        ...PayeeFields\n      }\n      pageMetadata {\n        hasPreviousPage\n        hasNextPage\n        currentPage\n        totalPages\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').PayeesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query PayeeCount {\n    payeeCount\n  }\n"): typeof import('./graphql').PayeeCountDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query PayeeByTin($tin: String!, $excludeId: Int) {\n    payeeByTin(tin: $tin, excludeId: $excludeId) {\n      ...PayeeFields\n    }\n  }\n"): typeof import('./graphql').PayeeByTinDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation AddEditPayee($payee: PayeeInput!) {\n    addEditPayee(payee: $payee) {\n      ...PayeeFields\n    }\n  }\n"): typeof import('./graphql').AddEditPayeeDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation AddEditPayeeLight($id: Int, $displayName: String!, $emailAddress: String) {\n    addEditPayeeLight(id: $id, displayName: $displayName, emailAddress: $emailAddress) {\n      ...PayeeFields\n    }\n  }\n"): typeof import('./graphql').AddEditPayeeLightDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeletePayee($id: Int!) {\n    deletePayee(id: $id)\n  }\n"): typeof import('./graphql').DeletePayeeDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeletePayees($ids: [Int!]!) {\n    deletePayees(ids: $ids)\n  }\n"): typeof import('./graphql').DeletePayeesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation IgnoreTin($payeeId: Int!) {\n    ignoreTINValidation(payeeId: $payeeId)\n  }\n"): typeof import('./graphql').IgnoreTinDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment PayerFields on Payer {\n    id\n    domainId\n    domainType\n    payerType\n    businessName\n    dba\n    firstName\n    middleName\n    lastName\n    address {\n      ...AddressFields\n    }\n    emailAddress\n    phoneNumber\n    phoneExt\n    tinType\n    tin\n    customAttributes {\n      key\n      value\n    }\n  }\n"): typeof import('./graphql').PayerFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Payer {\n    payer {\n      ...PayerFields\n    }\n  }\n"): typeof import('./graphql').PayerDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdatePayer(\n    $id: Int\n    $payerType: PayerType!\n    $businessName: String\n    $dba: String\n    $firstName: String\n    $middleName: String\n    $lastName: String\n    $tinType: TinType!\n    $tin: String\n    $emailAddress: String\n    $phoneNumber: String\n    $phoneExt: String\n    $address: AddressInput\n    $customAttributes: [CustomAttributeInput!]\n  ) {\n    updatePayer(\n      id: $id\n      payerType: $payerType\n      businessName: $businessName\n      dba: $dba\n      firstName: $firstName\n      middleName: $middleName\n      lastName: $lastName\n      tinType: $tinType\n      tin: $tin\n      emailAddress: $emailAddress\n      phoneNumber: $phoneNumber\n      phoneExt: $phoneExt\n      address: $address\n      customAttributes: $customAttributes\n    ) {\n      ...PayerFields\n    }\n  }\n"): typeof import('./graphql').UpdatePayerDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation ValidatePayer($payerId: Int!, $filingYear: Int!) {\n    validatePayer(payerId: $payerId, filingYear: $filingYear) {\n      errors {\n        ...ProblemFields\n      }\n      warnings {\n        ...ProblemFields\n      }\n    }\n  }\n"): typeof import('./graphql').ValidatePayerDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query PaymentProviders {\n    paymentProviders {\n      partner\n      applicationId\n      locationId\n      scriptSrc\n      clientId\n      sdkBaseUrl\n    }\n  }\n"): typeof import('./graphql').PaymentProvidersDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query AvailableCredits {\n    availableCredits\n  }\n"): typeof import('./graphql').AvailableCreditsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation ChargeWithNonce(\n    $amount: Int!\n    $chargeDesc: String!\n    $paymentPartner: PaymentPartner!\n    $paymentSource: PaymentSource!\n    $nonce: String\n    $buyerId: String\n    $idempotencyKey: String!\n    $orderId: String\n  ) {\n    chargeWithNonce(\n      amount: $amount\n      chargeDesc: $chargeDesc\n      paymentPartner: $paymentPartner\n      paymentSource: $paymentSource\n      nonce: $nonce\n      buyerId: $buyerId\n      idempotencyKey: $idempotencyKey\n      orderId: $orderId\n    ) {\n      id\n      transactionAmount\n      runningTotal\n    }\n  }\n"): typeof import('./graphql').ChargeWithNonceDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreatePaymentOrder($amount: Int!, $chargeDesc: String!, $requestId: String!) {\n    createPaymentOrder(amount: $amount, chargeDesc: $chargeDesc, requestId: $requestId)\n  }\n"): typeof import('./graphql').CreatePaymentOrderDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation StartEmailConsent($relationId: Int!) {\n    startEmailConsent(relationId: $relationId) {\n      payerName\n      emailAddress\n      disclosureVersion\n      disclosures {\n        title\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').StartEmailConsentDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation GiveEmailConsent($relationId: Int!, $code: String!) {\n    giveEmailConsent(relationId: $relationId, code: $code) {\n      relationId\n      emailConsent\n    }\n  }\n"): typeof import('./graphql').GiveEmailConsentDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation WithdrawEmailConsent($relationId: Int!) {\n    withdrawEmailConsent(relationId: $relationId) {\n      relationId\n      emailConsent\n    }\n  }\n"): typeof import('./graphql').WithdrawEmailConsentDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment DomainRelationStatusFields on DomainRelationStatus {\n    id\n    relationId\n    invitationId\n    sourceSubEntityId\n    relationType\n    relationStatus\n    invitedEmail\n  }\n"): typeof import('./graphql').DomainRelationStatusFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query DomainRelationStatuses($subEntityIds: [Int!]!) {\n    domainRelationStatusByTypeAndEntities(subEntityIds: $subEntityIds, relationType: Vendor) {\n      ...DomainRelationStatusFields\n    }\n  }\n"): typeof import('./graphql').DomainRelationStatusesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation InviteDomain($subEntityId: Int!) {\n    inviteDomain(subEntityId: $subEntityId, relationType: Vendor) {\n      ...DomainRelationStatusFields\n    }\n  }\n"): typeof import('./graphql').InviteDomainDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation ResendDomainInvitation($id: Int!) {\n    resendDomainInvitation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n"): typeof import('./graphql').ResendDomainInvitationDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeleteDomainInvitation($id: Int!) {\n    deleteDomainInvitation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n"): typeof import('./graphql').DeleteDomainInvitationDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeleteD2DRelation($id: Int!) {\n    deleteD2DRelation(id: $id) {\n      ...DomainRelationStatusFields\n    }\n  }\n"): typeof import('./graphql').DeleteD2DRelationDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query FilingsIssued {\n    filingsIssued {\n      id\n      payerName\n      payeeName\n      tin\n      filingType\n      filingTypeDisplay\n      filingYear\n      correctionType\n      status\n      formData\n    }\n  }\n"): typeof import('./graphql').FilingsIssuedDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query ContractorPayers {\n    contractorPayers {\n      relationId\n      payerName\n      payeeName\n      entityType\n      tinType\n      tin\n      emailAddress\n      address {\n        line1\n        line2\n        city\n        state\n        country\n        postalCode\n      }\n      w9Status\n      w9FilledAt\n      emailConsent\n      emailConsentAt\n    }\n  }\n"): typeof import('./graphql').ContractorPayersDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation SendUpdatedW9($relationId: Int!, $w9: JSON!, $signature: String!) {\n    sendUpdatedW9(relationId: $relationId, w9: $w9, signature: $signature) {\n      relationId\n      w9Status\n    }\n  }\n"): typeof import('./graphql').SendUpdatedW9Document;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query PrintRequests($printStatus: PrintStatus!, $filingYear: Int!, $limit: Int) {\n    printRequests(printStatus: $printStatus, filingYear: $filingYear, limit: $limit) {\n      filingId\n      formType\n      filingYear\n      domainId\n      filingStatus\n      printStatus\n      printStatusDesc\n      printStatusDate\n      printCopyExpectedDeliveryDate\n      emailStatus\n      printCopyTrackingId\n      payerName\n      payerAddress\n      payeeName\n      payeeAddress\n    }\n  }\n"): typeof import('./graphql').PrintRequestsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdatePrintRequests($filingIds: [Int!]!, $printStatus: PrintStatus!) {\n    updatePrintRequests(filingIds: $filingIds, printStatus: $printStatus) {\n      updated\n      errored\n    }\n  }\n"): typeof import('./graphql').UpdatePrintRequestsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query FilingSummary($type: FormType!, $year: Int!) {\n    filingSummary(filingType: $type, filingYear: $year) {\n      rows {\n        payeeId\n        payeeName\n        tin\n        filings\n        hasCorrections\n        totalCents\n        federalTaxWithheldCents\n      }\n      totals {\n        payees\n        forms\n        totalCents\n        federalTaxWithheldCents\n      }\n      truncated\n    }\n  }\n"): typeof import('./graphql').FilingSummaryDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query SelfEFileFilings($filingYear: Int!, $pageSize: Int, $pageNumber: Int) {\n    selfEFileCount(filingYear: $filingYear)\n    selfEFileStates(filingYear: $filingYear)\n    selfEFileFilingsWithPageMetadata(filingYear: $filingYear, pageSize: $pageSize, pageNumber: $pageNumber) {\n      filings {\n        id\n        filingType\n        status\n        stateFilingStatus\n        stateFilingStatusDesc\n        payee {\n          displayName\n        }\n        stateSub {\n          stateCode\n          filingMethod\n        }\n      }\n      pageMetadata {\n        totalCount\n        currentPage\n        totalPages\n      }\n    }\n  }\n"): typeof import('./graphql').SelfEFileFilingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DownloadSelfEFileTransmissions($filingYear: Int!, $westVirginiaQuarterlyTaxDue: [Int!]) {\n    downloadSelfEFileTransmissions(filingYear: $filingYear, westVirginiaQuarterlyTaxDue: $westVirginiaQuarterlyTaxDue) {\n      fileName\n      content\n      files\n      filingCount\n      passwordHint\n    }\n  }\n"): typeof import('./graphql').DownloadSelfEFileTransmissionsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment SubmitDraftFields on Filing {\n    id\n    filingType\n    filingYear\n    totalCents\n    status\n    errors {\n      ...ProblemFields\n    }\n    warnings {\n      ...ProblemFields\n    }\n    ...FilingServiceFields\n    payee {\n      id\n      displayName\n    }\n  }\n"): typeof import('./graphql').SubmitDraftFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query SubmitDrafts($pageSize: Int, $pageNumber: Int, $filingYears: [Int!]) {\n    filingsWithPageMetadata(\n      pageSize: $pageSize\n      pageNumber: $pageNumber\n      filingStatuses: [Draft]\n      filingYears: $filingYears\n    ) {\n      filings {\n        ...SubmitDraftFields\n      }\n      pageMetadata {\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitDraftsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query OrderFilings($filingIds: [Int!]!) {\n    filingsByIds(filingIds: $filingIds) {\n      ...FilingFields\n    }\n  }\n"): typeof import('./graphql').OrderFilingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query SubmissionInvoice($filingIds: [Int!]!) {\n    submissionInvoice(filingIds: $filingIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n"): typeof import('./graphql').SubmissionInvoiceDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment InvoiceFields on Invoice {\n    totalAmount\n    serviceItems {\n      service\n      description\n      quantity\n      alreadyPaid\n      preQty\n      totalAmount\n      lineItems {\n        service\n        description\n        quantity\n        itemPrice\n        lineAmount\n      }\n    }\n  }\n"): typeof import('./graphql').InvoiceFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation ValidateFilings($filingIds: [Int!]!, $ignoreWarnings: Boolean!) {\n    validateFilings(filingIds: $filingIds, ignoreWarnings: $ignoreWarnings) {\n      id\n      errors {\n        ...ProblemFields\n      }\n      warnings {\n        ...ProblemFields\n      }\n    }\n  }\n"): typeof import('./graphql').ValidateFilingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation SubmitFilings($filingIds: [Int!]!, $expectedTotal: Int!) {\n    submitFilings(filingIds: $filingIds, expectedTotal: $expectedTotal) {\n      submittedFilingIds\n      alreadySubmittedFilingIds\n      availableCredits\n      invoice {\n        ...InvoiceFields\n      }\n    }\n  }\n"): typeof import('./graphql').SubmitFilingsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query Team {\n    team {\n      members {\n        userId\n        email\n        firstName\n        lastName\n        role\n      }\n      invitations {\n        id\n        email\n        role\n        status\n        expiresAt\n      }\n    }\n  }\n"): typeof import('./graphql').TeamDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation InviteUser($email: String!, $role: MemberRole!) {\n    inviteUser(email: $email, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql').InviteUserDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation ResendInvitation($id: Int!) {\n    resendInvitation(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').ResendInvitationDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation RevokeInvitation($id: Int!) {\n    revokeInvitation(id: $id)\n  }\n"): typeof import('./graphql').RevokeInvitationDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation RemoveTeamMember($userId: Int!) {\n    removeTeamMember(userId: $userId)\n  }\n"): typeof import('./graphql').RemoveTeamMemberDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment TinMatchRequestFields on TinMatchRequest {\n    id\n    payeeId\n    status\n    selected\n    isPaid\n    tinMatchResult\n    requestedAt\n  }\n"): typeof import('./graphql').TinMatchRequestFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query TinMatchInvoice($payeeIds: [Int!]!) {\n    tinMatchInvoice(payeeIds: $payeeIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n"): typeof import('./graphql').TinMatchInvoiceDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreateTinMatches($payeeIds: [Int!]!) {\n    createTINMatches(payeeIds: $payeeIds) {\n      ...TinMatchRequestFields\n    }\n  }\n"): typeof import('./graphql').CreateTinMatchesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation RequestTinMatches($payeeIds: [Int!]!, $expectedTotal: Int) {\n    requestTINMatches(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {\n      requests {\n        ...TinMatchRequestFields\n      }\n      availableCredits\n    }\n  }\n"): typeof import('./graphql').RequestTinMatchesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CancelTinMatches($payeeIds: [Int!]!) {\n    cancelTINMatches(payeeIds: $payeeIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').CancelTinMatchesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query TnnTransmissions($statuses: [TransmissionStatus!]!, $taxYear: Int) {\n    tnnTransmissionRecordsByStatusIn(statuses: $statuses) {\n      id\n      formatType\n      fileName\n      taxYear\n      isTest\n      ackNumber\n      recipientCount\n      issuerCount\n      transmissionStatus\n      agencyStatus\n      isRejected\n      statusChangeDate\n      a2a { environment stage failure }\n    }\n    filingsToBeProcessed(taxYear: $taxYear)\n  }\n"): typeof import('./graphql').TnnTransmissionsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query TnnTransmissionRecord($id: Int!) {\n    tnnTransmissionRecord(id: $id) {\n      id\n      filingRecords {\n        recordId\n        filingId\n        payeeName\n        filingType\n        filingStatus\n        result\n      }\n    }\n  }\n"): typeof import('./graphql').TnnTransmissionRecordDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query TinTransmissions($statuses: [TransmissionStatus!]!) {\n    tinTransmissionRecordsByStatusIn(statuses: $statuses) {\n      id\n      fileName\n      isTest\n      ackNumber\n      numberOfRequests\n      transmissionStatus\n      isRejected\n      statusChangeDate\n    }\n    requestsToBeProcessed\n  }\n"): typeof import('./graphql').TinTransmissionsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreateTnnTransmissions($format: TransmissionFormat, $taxYear: Int) {\n    createTNNTransmissionRecords(format: $format, taxYear: $taxYear) {\n      filingCount\n      transmissions { id }\n      rejected { filingId reason }\n    }\n  }\n"): typeof import('./graphql').CreateTnnTransmissionsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query FireFilingWindow {\n    fireFilingWindow { lastFilingDate open taxYears }\n  }\n"): typeof import('./graphql').FireFilingWindowDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreateTinTransmissions {\n    createTINTransmissionRecords { id }\n  }\n"): typeof import('./graphql').CreateTinTransmissionsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateTnnTransmission(\n    $transmissionId: Int!\n    $transmissionStatus: TransmissionStatus!\n    $ackNumber: String\n    $filingResponses: [FilingResponseInput!]\n    $isRejected: Boolean\n  ) {\n    updateTNNTransmissionRecord(\n      transmissionId: $transmissionId\n      transmissionStatus: $transmissionStatus\n      ackNumber: $ackNumber\n      filingResponses: $filingResponses\n      isRejected: $isRejected\n    ) { id transmissionStatus ackNumber isRejected }\n  }\n"): typeof import('./graphql').UpdateTnnTransmissionDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation UpdateTinTransmission(\n    $transmissionId: Int!\n    $transmissionStatus: TransmissionStatus!\n    $ackNumber: String\n    $isRejected: Boolean\n  ) {\n    updateTINTransmissionRecord(\n      transmissionId: $transmissionId\n      transmissionStatus: $transmissionStatus\n      ackNumber: $ackNumber\n      isRejected: $isRejected\n    ) { id transmissionStatus ackNumber isRejected }\n  }\n"): typeof import('./graphql').UpdateTinTransmissionDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeleteTnnTransmission($id: Int!) { deleteTNNTransmissionRecord(id: $id) }\n"): typeof import('./graphql').DeleteTnnTransmissionDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation DeleteTinTransmission($id: Int!) { deleteTINTransmissionRecord(id: $id) }\n"): typeof import('./graphql').DeleteTinTransmissionDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  fragment W9RequestFields on W9Request {\n    id\n    payeeId\n    w9RequestStatus\n    payerName\n    payeeEmail\n    names\n    tin\n    tinType\n    fileName\n    isPaid\n    requestedAt\n    remindedAt\n    filledAt\n    signedAt\n  }\n"): typeof import('./graphql').W9RequestFieldsFragmentDoc;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query W9Invoice($payeeIds: [Int!]!) {\n    w9Invoice(payeeIds: $payeeIds) {\n      ...InvoiceFields\n    }\n    availableCredits\n  }\n"): typeof import('./graphql').W9InvoiceDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CreateW9s($payeeIds: [Int!]!) {\n    createW9s(payeeIds: $payeeIds) {\n      ...W9RequestFields\n    }\n  }\n"): typeof import('./graphql').CreateW9sDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation RequestW9s($payeeIds: [Int!]!, $expectedTotal: Int) {\n    requestW9s(payeeIds: $payeeIds, expectedTotal: $expectedTotal) {\n      requests {\n        ...W9RequestFields\n      }\n      availableCredits\n    }\n  }\n"): typeof import('./graphql').RequestW9sDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation CancelW9Requests($payeeIds: [Int!]!) {\n    cancelW9Requests(payeeIds: $payeeIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').CancelW9RequestsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation RemindW9Requests($payeeIds: [Int!]!) {\n    remindW9Requests(payeeIds: $payeeIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').RemindW9RequestsDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  query W9Differences($payeeId: Int!) {\n    w9Differences(payeeId: $payeeId) {\n      field\n      label\n      current\n      w9\n    }\n  }\n"): typeof import('./graphql').W9DifferencesDocument;
/**
 * The domainGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function domainGraphql(source: "\n  mutation ApplyW9Info($payeeId: Int!) {\n    applyW9Info(payeeId: $payeeId) {\n      id\n    }\n  }\n"): typeof import('./graphql').ApplyW9InfoDocument;


export function domainGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
