/**
 * JUnit XML output for CI systems that show test results (GitLab's {@code artifacts:reports:junit},
 * Jenkins, Azure DevOps): each property pfcheck checks is one test case.
 */
package org.pfcheck.reports.junit;
